import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelCards, PanelSeries } from '../../../../shared/panel';
import { formatRupiah, numberFormat } from '../../../lib/format';
import { planText } from '../../../lib/plan-text';
import { percentChange } from '../lib/percent-change';
import { Sparkline } from './sparkline';
import { useFormatChanges } from '../../../lib/use-format';

// What each card shows under its title: the headline figure, a line or two of detail, and where a
// series makes sense its trend.

function useNumber() {
  useFormatChanges();
  const numbers = numberFormat();
  return (value: number) => numbers.format(value);
}

function Figure({ children }: { children: ReactNode }) {
  return <p className="text-3xl font-semibold tracking-tight tabular-nums">{children}</p>;
}

function Detail({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}

function Trend({
  label,
  column,
  series,
  format,
}: {
  label: string;
  column: string;
  series: PanelSeries;
  format: (value: number) => string;
}) {
  return <Sparkline series={series} label={label} column={column} format={format} />;
}

export function UsersBody({ figures }: { figures: PanelCards['users'] }) {
  const { t } = useTranslation();
  const number = useNumber();
  return (
    <>
      <Figure>{number(figures.total)}</Figure>
      <Detail>{t('adminPanel.cards.users.newLast7', { shown: number(figures.new_7_days) })}</Detail>
      <Trend
        label={t('adminPanel.cards.users.trend')}
        column={t('adminPanel.cards.users.trendColumn')}
        series={figures.new_per_day}
        format={number}
      />
    </>
  );
}

export function SubscriptionsBody({ figures }: { figures: PanelCards['subscriptions'] }) {
  const { t } = useTranslation();
  const number = useNumber();
  return (
    <>
      <Figure>{number(figures.total)}</Figure>
      {figures.per_plan.length === 0 ? (
        <Detail>{t('adminPanel.cards.subscriptions.none')}</Detail>
      ) : (
        <ul aria-label={t('adminPanel.cards.subscriptions.perPlan')} className="grid gap-0.5 text-sm">
          {figures.per_plan.map((row) => (
            <li key={row.plan} className="text-muted-foreground">
              {t('adminPanel.cards.subscriptions.plan', {
                plan: planText(row.display_name),
                shown: number(row.count),
              })}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function RevenueBody({ figures }: { figures: PanelCards['revenue'] }) {
  const { t } = useTranslation();
  const change = percentChange(figures.this_month, figures.last_month);
  return (
    <>
      <Figure>{formatRupiah(figures.this_month)}</Figure>
      <Detail>
        {t('adminPanel.cards.revenue.lastMonth', { amount: formatRupiah(figures.last_month) })}
        {change !== null && (
          <>
            {' · '}
            {t('adminPanel.cards.revenue.change', { change: `${change > 0 ? '+' : ''}${change}%` })}
          </>
        )}
      </Detail>
      <Trend
        label={t('adminPanel.cards.revenue.trend')}
        column={t('adminPanel.cards.revenue.trendColumn')}
        series={figures.per_day}
        format={formatRupiah}
      />
    </>
  );
}

export function PendingPaymentsBody({ figures }: { figures: PanelCards['pending_payments'] }) {
  const { t } = useTranslation();
  const number = useNumber();
  return (
    <>
      <Figure>{number(figures.total)}</Figure>
      <Detail>{t('adminPanel.cards.pending_payments.hint')}</Detail>
    </>
  );
}

export function WorkspacesBody({ figures }: { figures: PanelCards['workspaces'] }) {
  const { t } = useTranslation();
  const number = useNumber();
  return (
    <>
      <Figure>{number(figures.total)}</Figure>
      <Detail>
        {t('adminPanel.cards.workspaces.detail', {
          teams: number(figures.teams),
          // The rest are accounts' personal workspaces.
          personal: number(Math.max(0, figures.total - figures.teams)),
        })}
      </Detail>
    </>
  );
}

export function LinksBody({ figures }: { figures: PanelCards['links'] }) {
  const { t } = useTranslation();
  const number = useNumber();
  return (
    <>
      <Figure>{number(figures.total)}</Figure>
      <Detail>{t('adminPanel.cards.links.hint')}</Detail>
    </>
  );
}

export function ClicksBody({ figures }: { figures: PanelCards['clicks'] }) {
  const { t } = useTranslation();
  const number = useNumber();
  return (
    <>
      <Figure>{number(figures.today)}</Figure>
      <Detail>{t('adminPanel.cards.clicks.last7', { shown: number(figures.last_7_days) })}</Detail>
      <Trend
        label={t('adminPanel.cards.clicks.trend')}
        column={t('adminPanel.cards.clicks.trendColumn')}
        series={figures.per_day}
        format={number}
      />
    </>
  );
}

export function FailingDomainsBody({ figures }: { figures: PanelCards['failing_domains'] }) {
  const { t } = useTranslation();
  const number = useNumber();
  return (
    <>
      <Figure>{number(figures.total)}</Figure>
      <Detail>
        {figures.total === 0
          ? t('adminPanel.cards.failing_domains.none')
          : t('adminPanel.cards.failing_domains.detail', {
              down: number(figures.down),
              blocked: number(figures.blocked),
            })}
      </Detail>
    </>
  );
}

export function FeedbackBody({ figures }: { figures: PanelCards['feedback'] }) {
  const { t } = useTranslation();
  const number = useNumber();
  return (
    <>
      <Figure>{number(figures.open)}</Figure>
      <Detail>{t('adminPanel.cards.feedback.hint')}</Detail>
    </>
  );
}
