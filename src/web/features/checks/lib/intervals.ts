import { intervalPresets, updateScheduleSchema } from '../../../../shared/checks';

/** The presets a plan allows: none shorter than its minimum. */
export function presetsFor(minimum: number): number[] {
  return intervalPresets.filter((minutes) => minutes >= minimum);
}

export type IntervalProblem =
  { kind: 'schema'; message: string } | { kind: 'below-minimum'; minimum: number };

/**
 * Why an interval typed in minutes cannot be sent, before the server is asked: the shared schema's
 * rules (whole minutes, at most a week), then the plan's minimum. null: it may be sent.
 */
export function intervalProblem(minutes: number, minimum: number): IntervalProblem | null {
  const parsed = updateScheduleSchema.safeParse({ interval_minutes: minutes });
  if (!parsed.success) return { kind: 'schema', message: parsed.error.issues[0]?.message ?? '' };
  return minutes < minimum ? { kind: 'below-minimum', minimum } : null;
}

/** An interval as a count of its largest whole unit, for words such as "Every 3 hours". */
export function intervalParts(minutes: number): { unit: 'minutes' | 'hours' | 'days'; count: number } {
  if (minutes % 1440 === 0) return { unit: 'days', count: minutes / 1440 };
  if (minutes % 60 === 0) return { unit: 'hours', count: minutes / 60 };
  return { unit: 'minutes', count: minutes };
}
