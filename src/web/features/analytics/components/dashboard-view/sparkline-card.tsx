import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardSummary } from '../../../../../shared/analytics';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../../components/ui/card';
import { Sparkline } from '../sparkline';

/** The last 30 days' clicks as a small chart, with the way to the full report. */
export function SparklineCard({ label, summary }: { label: string; summary: DashboardSummary }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card role="group" aria-labelledby={titleId} className="gap-3 py-5">
      <CardHeader className="flex flex-wrap items-center justify-between gap-2 px-5">
        <h2 id={titleId} className="font-semibold">
          {t('analytics.dashboard.sparkline.title')}
        </h2>
        <Button asChild variant="ghost" size="sm">
          {/* The default report, which this page has prefetched. */}
          <Link to="/analytics">
            {t('analytics.dashboard.sparkline.open')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardHeader>
      <CardContent className="px-5">
        <Sparkline points={summary.sparkline} label={label} />
        <p className="mt-2 text-sm text-muted-foreground">{label}</p>
      </CardContent>
    </Card>
  );
}
