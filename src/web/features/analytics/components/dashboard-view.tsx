import { ArrowDownRight, ArrowRight, ArrowUpRight, Link2, Minus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Me } from '../../../../shared/account';
import type { DashboardSummary, TopLink } from '../../../../shared/analytics';
import { Alert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/layouts/empty-state';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useDashboard } from '../api/get-dashboard';
import { dayChange } from '../lib/day-change';
import { errorText } from '../lib/error-text';
import { displayLink } from '../lib/labels';
import { Sparkline } from './sparkline';
import { StatCard } from './stat-card';

type Subscription = Pick<Me['subscription'], 'plan' | 'active' | 'daysLeft'>;

interface DashboardViewProps {
  /** Who to greet. */
  name: string;
  subscription: Subscription;
  /** The profile's time zone, named until the summary names its own ("today" is the user's day). */
  timeZone: string | undefined;
}

/** The signed-in home: greeting, headline numbers, the last 30 days, top and recent links. */
export function DashboardView({ name, subscription, timeZone }: DashboardViewProps) {
  const { t } = useTranslation();
  const summary = useDashboard();
  const zone = summary.data?.timezone ?? timeZone;

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight text-balance break-words">
          {t('analytics.dashboard.greeting', { name })}
        </h1>
        <p className="text-muted-foreground">{t('analytics.dashboard.description')}</p>
        {zone && <p className="text-xs text-muted-foreground">{t('analytics.page.timezone', { zone })}</p>}
      </header>
      <DashboardBody summary={summary} subscription={subscription} />
    </div>
  );
}

function DashboardBody({
  summary,
  subscription,
}: {
  summary: ReturnType<typeof useDashboard>;
  subscription: Subscription;
}) {
  const { t, i18n } = useTranslation();

  if (summary.isPending) return <DashboardSkeleton />;
  if (summary.isError && !summary.data) {
    return (
      <Alert tone="error">
        <p>{errorText(summary.error, t('analytics.dashboard.loadFailed'), t)}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void summary.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </Alert>
    );
  }
  if (!summary.data) return null;

  const data: DashboardSummary = summary.data;
  const numbers = new Intl.NumberFormat(i18n.language);

  if (data.links_total === 0) {
    return (
      <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <DashboardEmpty />
        <PlanCard subscription={subscription} />
      </div>
    );
  }

  const sparklineTotal = data.sparkline.reduce((sum, point) => sum + point.clicks, 0);

  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label={t('analytics.dashboard.cards.links')} value={numbers.format(data.links_total)} />
        <StatCard label={t('analytics.dashboard.cards.clicks')} value={numbers.format(data.clicks_total)}>
          {t('analytics.dashboard.cards.clicksHint')}
        </StatCard>
        <StatCard label={t('analytics.dashboard.cards.today')} value={numbers.format(data.clicks_today)}>
          <TodayChange today={data.clicks_today} yesterday={data.clicks_yesterday} />
        </StatCard>
        <PlanCard subscription={subscription} />
      </div>

      <SparklineCard
        label={t('analytics.dashboard.sparkline.label', { total: numbers.format(sparklineTotal) })}
        summary={data}
      />

      <div className="grid gap-4 lg:grid-cols-2">
        <LinkListCard
          title={t('analytics.dashboard.topLinks')}
          hint={t('analytics.dashboard.topLinksHint')}
          links={data.top_links.slice(0, 5)}
          empty={t('analytics.dashboard.noClicks')}
          detail={(link) =>
            t('analytics.clicks', { count: link.clicks, formatted: numbers.format(link.clicks) })
          }
        />
        <LinkListCard
          title={t('analytics.dashboard.recentLinks')}
          links={data.recent_links.slice(0, 5)}
          empty=""
          detail={(link) =>
            t('analytics.dashboard.created', {
              date: formatDay(link.created_at, data.timezone, i18n.language),
            })
          }
        />
      </div>
    </div>
  );
}

function formatDay(instant: string, timeZone: string, language: string): string {
  const date = new Date(instant);
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
  }
}

function TodayChange({ today, yesterday }: { today: number; yesterday: number }) {
  const { t, i18n } = useTranslation();
  const numbers = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
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
        change.direction === 'up' && 'text-emerald-700',
        change.direction === 'down' && 'text-destructive',
      )}
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}

const knownPlans = ['free', 'medium', 'vip', 'vip_max'] as const;

function isKnownPlan(plan: string): plan is (typeof knownPlans)[number] {
  return (knownPlans as readonly string[]).includes(plan);
}

function PlanCard({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation();
  const { plan, active, daysLeft } = subscription;
  const name = isKnownPlan(plan)
    ? t(`analytics.dashboard.plan.names.${plan}`)
    : plan.replaceAll('_', ' ').replace(/^./, (first) => first.toUpperCase());
  return (
    <StatCard label={t('analytics.dashboard.cards.plan')} value={name}>
      {active ? (
        <p>
          {daysLeft === null
            ? t('analytics.dashboard.plan.noExpiry')
            : t('analytics.dashboard.plan.daysLeft', { count: daysLeft })}
        </p>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-destructive">{t('analytics.dashboard.plan.inactive')}</p>
          <Button asChild size="sm">
            <Link to="/pricing">{t('analytics.dashboard.plan.upgrade')}</Link>
          </Button>
        </div>
      )}
    </StatCard>
  );
}

function SparklineCard({ label, summary }: { label: string; summary: DashboardSummary }) {
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

interface LinkListCardProps<T extends TopLink> {
  title: string;
  hint?: string;
  links: T[];
  empty: string;
  /** What is said about each link on its right (clicks, creation date). */
  detail: (link: T) => string;
}

function LinkListCard<T extends TopLink>({ title, hint, links, empty, detail }: LinkListCardProps<T>) {
  const titleId = useId();
  return (
    <Card role="group" aria-labelledby={titleId} className="gap-3 py-5">
      <CardHeader className="px-5">
        <h2 id={titleId} className="font-semibold">
          {title}
        </h2>
        {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
      </CardHeader>
      <CardContent className="px-5">
        {links.length === 0 ? (
          <p className="text-sm text-muted-foreground">{empty}</p>
        ) : (
          <ol aria-labelledby={titleId} className="divide-y divide-border">
            {links.map((link) => (
              <li key={link.id} className="flex items-center justify-between gap-3 py-2 first:pt-0 last:pb-0">
                <div className="grid min-w-0">
                  <Link
                    to={`/shortlinks?highlight=${encodeURIComponent(link.id)}`}
                    className="truncate text-sm font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {link.title?.trim() || displayLink(link.link)}
                  </Link>
                  <span className="truncate text-xs text-muted-foreground">{link.destination_url}</span>
                </div>
                <span className="shrink-0 text-sm text-muted-foreground tabular-nums">{detail(link)}</span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

function DashboardEmpty() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={Link2}
      title={t('analytics.dashboard.empty.title')}
      description={t('analytics.dashboard.empty.description')}
      action={
        <Button asChild>
          <Link to="/create">{t('analytics.dashboard.empty.action')}</Link>
        </Button>
      }
    />
  );
}

function DashboardSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid gap-6">
      <span className="sr-only">{t('analytics.dashboard.loading')}</span>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((card) => (
          <div key={card} className="grid gap-3 rounded-xl border border-border bg-card p-5">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-8 w-20" />
          </div>
        ))}
      </div>
      <Skeleton className="h-36 w-full rounded-xl" />
      <div className="grid gap-4 lg:grid-cols-2">
        {[0, 1].map((card) => (
          <div key={card} className="grid gap-3 rounded-xl border border-border bg-card p-5">
            <Skeleton className="h-5 w-32" />
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} className="h-4 w-full" />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
