import { useTranslation } from 'react-i18next';
import type { PanelSeries } from '../../../../shared/panel';
import { Sparkline as Line, sparklineText } from '../../../components/ui/sparkline';
import { formatDate } from '../../../lib/format';

interface SparklineProps {
  series: PanelSeries;
  /** "New users, last 14 days". */
  label: string;
  /** The table's heading of the values: "New users". */
  column: string;
  format: (value: number) => string;
}

/** A card's trend: its name says every value in order, its table gives each UTC day. */
export function Sparkline({ series, label, column, format }: SparklineProps) {
  const { t } = useTranslation();
  return (
    <Line
      label={sparklineText(
        label,
        series.map((point) => point.value),
        format,
      )}
      table={{ caption: label, columns: [t('adminPanel.trendTable.day'), column] }}
      format={format}
      points={series.map((point) => ({
        key: point.day,
        // A UTC day, read at its noon so that no time zone moves it.
        at: formatDate(`${point.day}T12:00:00Z`, { timeZone: 'UTC' }),
        value: point.value,
      }))}
    />
  );
}
