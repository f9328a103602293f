import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WatchedDomain } from '../../../../shared/checks';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { selectClass } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { fieldText, refusalText, serverFieldErrors } from '../../../lib/api-errors';
import { useUpdateSchedule } from '../api/update-schedule';
import { intervalParts, intervalProblem, presetsFor } from '../lib/intervals';
import { checksWorded } from '../lib/refusal';
import { RelativeTime } from './relative-time';
import { RequestError } from '../../../components/feedback/request-error';

interface ScheduleRowProps {
  domain: WatchedDomain;
  /** The plan's shortest interval, minutes. */
  minimum: number;
  /** Every automatic check of the account is paused. */
  paused: boolean;
  /** When the list was read, for "in 5 minutes". */
  now: number;
  /** A viewer: the schedule is shown with its controls off. */
  readOnly?: boolean;
}

/** The select's value that reveals the number input. */
const custom = 'custom';

function choiceFor(minutes: number, presets: number[]): string {
  return presets.includes(minutes) ? String(minutes) : custom;
}

/**
 * One watched domain's schedule: automatic checks on or off (sent at once), and the interval (a
 * preset the plan allows, or any whole number of minutes from its minimum), saved with the row's
 * button after the form has checked it against the plan.
 */
export function ScheduleRow({ domain, minimum, paused, now, readOnly = false }: ScheduleRowProps) {
  const { t } = useTranslation();
  const ids = useId();
  const toggle = useUpdateSchedule();
  const save = useUpdateSchedule();
  const name = domain.display_hostname;
  const presets = presetsFor(minimum);

  const [stored, setStored] = useState(domain.interval_minutes);
  const [choice, setChoice] = useState(() => choiceFor(domain.interval_minutes, presets));
  const [minutes, setMinutes] = useState(String(domain.interval_minutes));
  const [problem, setProblem] = useState<string | null>(null);
  // Another tab or a plan change moved the stored interval: the form shows it.
  if (domain.interval_minutes !== stored) {
    setStored(domain.interval_minutes);
    setChoice(choiceFor(domain.interval_minutes, presets));
    setMinutes(String(domain.interval_minutes));
  }

  const auto = toggle.isPending ? (toggle.variables.changes.auto ?? domain.auto) : domain.auto;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || readOnly) return;
    save.reset();
    const value = choice === custom ? (minutes.trim() === '' ? Number.NaN : Number(minutes)) : Number(choice);
    const refused = intervalProblem(value, minimum);
    if (refused) {
      setProblem(
        refused.kind === 'below-minimum'
          ? t('checks.schedule.belowMinimum', { count: refused.minimum })
          : fieldText(refused.message),
      );
      return;
    }
    setProblem(null);
    save.mutate({ id: domain.id, changes: { interval_minutes: value } });
  };

  const changed = () => {
    setProblem(null);
    if (save.isSuccess || save.isError) save.reset();
  };

  const fieldError = problem ?? serverFieldErrors(save.error).interval_minutes;
  const otherFailure = save.isError && !fieldError;
  const isCustom = choice === custom;

  return (
    <li
      aria-labelledby={`${ids}-name`}
      className="grid gap-4 p-4 sm:p-5 lg:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]"
    >
      <div className="grid content-start gap-1">
        <h3 id={`${ids}-name`} className="font-semibold break-all">
          {name}
        </h3>
        <p className="text-sm text-muted-foreground">
          {t('checks.schedule.nextRun')}{' '}
          <span className="font-medium text-foreground">
            {!domain.auto ? (
              t('checks.schedule.off')
            ) : paused ? (
              t('checks.schedule.paused')
            ) : domain.next_run_at ? (
              <RelativeTime iso={domain.next_run_at} now={now} />
            ) : (
              t('checks.schedule.notScheduled')
            )}
          </span>
        </p>
      </div>

      <div className="grid gap-4 xl:grid-cols-[auto_minmax(0,1fr)] xl:items-start">
        <div className="flex items-center gap-3 xl:mt-7">
          <Switch
            id={`${ids}-auto`}
            checked={auto}
            disabled={toggle.isPending || readOnly}
            onCheckedChange={(checked) => {
              toggle.reset();
              toggle.mutate({ id: domain.id, changes: { auto: checked } });
            }}
          />
          <Label htmlFor={`${ids}-auto`}>
            {t('checks.schedule.auto')}
            <span className="sr-only"> {t('checks.schedule.forDomain', { domain: name })}</span>
          </Label>
        </div>

        <form
          onSubmit={submit}
          noValidate
          aria-label={t('checks.schedule.formLabel', { domain: name })}
          className="grid gap-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,9rem)_auto] sm:items-start"
        >
          <Control
            id={`${ids}-interval`}
            label={t('checks.schedule.interval')}
            srSuffix={t('checks.schedule.forDomain', { domain: name })}
            error={isCustom ? undefined : fieldError}
          >
            {(wiring) => (
              <select
                {...wiring}
                className={selectClass}
                disabled={readOnly}
                value={choice}
                onChange={(event) => {
                  setChoice(event.target.value);
                  changed();
                }}
              >
                {presets.map((preset) => {
                  const { unit, count } = intervalParts(preset);
                  return (
                    <option key={preset} value={String(preset)}>
                      {t(`checks.interval.${unit}`, { count })}
                    </option>
                  );
                })}
                <option value={custom}>{t('checks.interval.custom')}</option>
              </select>
            )}
          </Control>
          {isCustom ? (
            <Control
              id={`${ids}-minutes`}
              label={t('checks.schedule.minutes')}
              srSuffix={t('checks.schedule.forDomain', { domain: name })}
              hint={t('checks.schedule.minutesHint', { count: minimum })}
              error={fieldError}
            >
              {(wiring) => (
                <Input
                  {...wiring}
                  type="number"
                  inputMode="numeric"
                  min={minimum}
                  step={1}
                  readOnly={readOnly}
                  value={minutes}
                  onChange={(event) => {
                    setMinutes(event.target.value);
                    changed();
                  }}
                />
              )}
            </Control>
          ) : (
            <span className="max-sm:hidden" />
          )}
          <div className={readOnly ? 'hidden' : 'flex flex-wrap items-center gap-3 sm:mt-6'}>
            <Button
              type="submit"
              size="sm"
              disabled={save.isPending}
              aria-label={t('checks.schedule.saveFor', { domain: name })}
            >
              {save.isPending ? t('checks.schedule.saving') : t('checks.schedule.save')}
            </Button>
            <p role="status" className="text-sm text-success">
              {save.isSuccess ? t('checks.schedule.saved') : ''}
            </p>
          </div>
        </form>
      </div>

      <RequestError
        request={toggle}
        fallback={t('checks.schedule.toggleFailed')}
        worded={checksWorded}
        className="lg:col-span-2"
      />
      {otherFailure && (
        <Alert tone="error" className="lg:col-span-2">
          {refusalText(save.error, t('checks.schedule.saveFailed'), t, checksWorded)}
        </Alert>
      )}
    </li>
  );
}

interface Wiring {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface ControlProps {
  id: string;
  label: string;
  /** Read after the label only (the row's heading already shows the domain). */
  srSuffix: string;
  hint?: string;
  /** Why the value is refused: announced, and read with the control. */
  error: string | undefined;
  children: (wiring: Wiring) => ReactNode;
}

/** A labelled control with its hint and error wired, as the shared Field does, with a label naming the domain to assistive technology. */
function Control({ id, label, srSuffix, hint, error, children }: ControlProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="grid min-w-0 content-start gap-2">
      <Label htmlFor={id}>
        {label}
        <span className="sr-only"> {srSuffix}</span>
      </Label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
