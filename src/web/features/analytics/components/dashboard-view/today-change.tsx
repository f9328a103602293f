import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../lib/cn';
import { dayChange } from '../../lib/day-change';
import { numberFormat } from '../../../../lib/format';

/** Today's clicks against yesterday's, as an arrow and a sentence. */
export function TodayChange({ today, yesterday }: { today: number; yesterday: number }) {
  const { t } = useTranslation();
  const numbers = numberFormat();
  const percent = numberFormat({ style: 'percent', maximumFractionDigits: 0 });
  const change = dayChange(today, yesterday);
  const values = {
    diff: numbers.format(change.diff),
    percent: change.ratio === null ? '' : percent.format(change.ratio),
    yesterday: numbers.format(yesterday),
  };
  const Icon =
    change.direction === 'up' ? ArrowUpRight : change.direction === 'down' ? ArrowDownRight : Minus;
  const text =
    change.direction === 'same'
      ? t('analytics.dashboard.change.same', values)
      : change.direction === 'down'
        ? t('analytics.dashboard.change.down', values)
        : change.ratio === null
          ? t('analytics.dashboard.change.upFromNone', values)
          : t('analytics.dashboard.change.up', values);
  return (
    <p
      data-direction={change.direction}
      className={cn(
        'flex items-center gap-1',
        change.direction === 'up' && 'text-success',
        change.direction === 'down' && 'text-destructive',
      )}
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}
