import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  analyticsRanges,
  maxCustomRangeDays,
  type AnalyticsRange,
} from '../../../../shared/analytics-ranges';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { customRangeErrors, type RangeErrors } from '../lib/range-errors';
import { fieldText } from '../../../lib/api-errors';
import { FormField } from '../../../components/form/form-field';

interface RangePickerProps {
  range: AnalyticsRange;
  onRangeChange: (range: AnalyticsRange) => void;
}

/** The report's period as segmented buttons; the pressed one is in force. */
export function RangePicker({ range, onRangeChange }: RangePickerProps) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div className="grid gap-2">
      <span id={labelId} className="text-sm font-medium">
        {t('analytics.filters.range')}
      </span>
      <div
        role="group"
        aria-labelledby={labelId}
        className="inline-flex flex-wrap gap-1 rounded-lg border border-border bg-muted/50 p-1"
      >
        {analyticsRanges.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={option === range}
            onClick={() => onRangeChange(option)}
            className={cn(
              'h-8 rounded-md px-3 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
              option === range && 'bg-background text-foreground shadow-sm',
            )}
          >
            {t(`analytics.filters.ranges.${option}`)}
          </button>
        ))}
      </div>
    </div>
  );
}

interface CustomRangeFormProps {
  from: string;
  to: string;
  /** The server's reasons for refusing the range in force. */
  serverErrors: RangeErrors;
  onApply: (range: { from: string; to: string }) => void;
}

/**
 * From and To for a custom range, applied together. Give it a key made of the range in force, so
 * a range changed elsewhere (back button, a shared link) starts the drafts again.
 */
export function CustomRangeForm({ from, to, serverErrors, onApply }: CustomRangeFormProps) {
  const { t } = useTranslation();
  const [draftFrom, setDraftFrom] = useState(from);
  const [draftTo, setDraftTo] = useState(to);
  const [errors, setErrors] = useState<RangeErrors | null>(null);
  // Our own check's findings first; without any, the server's reasons about the range in force.
  const shown = errors?.from || errors?.to ? errors : serverErrors;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = customRangeErrors(draftFrom, draftTo);
    setErrors(found);
    if (!found.from && !found.to) onApply({ from: draftFrom, to: draftTo });
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
      <FormField
        label={t('analytics.filters.from')}
        error={shown.from && fieldText(shown.from)}
        type="date"
        value={draftFrom}
        onChange={(event) => setDraftFrom(event.target.value)}
      />
      <FormField
        label={t('analytics.filters.to')}
        error={shown.to && fieldText(shown.to)}
        type="date"
        value={draftTo}
        onChange={(event) => setDraftTo(event.target.value)}
      />
      <Button type="submit" variant="outline" className="sm:mt-6">
        {t('analytics.filters.apply')}
      </Button>
      <p className="text-xs text-muted-foreground sm:col-span-3">
        {t('analytics.filters.customHint', { days: maxCustomRangeDays })}
      </p>
    </form>
  );
}
