import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { AdminUserDetail } from '../../../../shared/admin-users';
import { QueryLoadError } from '../../../components/feedback/load-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadingStatus, Skeleton, SkeletonBars } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { refusalText } from '../../../lib/api-errors';
import { useMe } from '../../../lib/queries/me';
import { useAdminUser } from '../api/get-user';
import { useSetDisabled } from '../api/set-disabled';
import { useSetSubscription } from '../api/set-subscription';
import type { ListArrival } from '../lib/arrival';
import { withUser } from '../lib/list-query';
import { viewerTimeZone } from '../lib/time';
import { AdminDialog } from './admin-dialog';
import { AuditList } from './audit-list';
import { Badge } from './badges';
import { DeleteUserDialog } from './delete-user-dialog';
import { DisableDialog } from './disable-dialog';
import { ExtendDialog } from './extend-dialog';
import { CardSection } from '../../../components/layouts/card-section';
import { SetPlanDialog } from './set-plan-dialog';
import type { PlanChoices } from './users-view';
import { WorkspacesSection } from './workspaces-section';
import { formatDateTime, languageName, numberFormat } from '../../../lib/format';
import { planText } from '../../../lib/plan-text';

type DetailUser = AdminUserDetail['user'];
type OpenDialog = 'plan' | 'extend' | 'admin' | 'disable' | 'delete' | null;
/**
 * What the last action did, said under the account's name, or under the Workspaces title for a
 * workspace's plan; the newest wins.
 */
type Outcome = { tone: 'success' | 'error'; text: string; place?: 'workspaces' };

/** One account's page: profile, plan, access, what it owns, its workspaces, audit entries, and deletion. */
export function UserDetail({ id, plans }: { id: string; plans: PlanChoices }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const detail = useAdminUser(id);
  const heading = useRef<HTMLHeadingElement>(null);
  const focused = useRef(false);
  const listSearch = withUser(params, null);

  // The link that opened this page is gone with the list: focus starts at the account's name.
  useEffect(() => {
    if (!detail.data || focused.current) return;
    focused.current = true;
    heading.current?.focus();
  }, [detail.data]);

  const back = (
    <Link
      to={{ search: listSearch }}
      state={{ returnTo: id } satisfies ListArrival}
      className="inline-flex items-center gap-1 justify-self-start rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('adminUsers.detail.back')}
    </Link>
  );

  if (detail.isPending) {
    return (
      <div className="grid gap-6">
        {back}
        <LoadingStatus label={t('adminUsers.detail.loading')} className="grid gap-4">
          <Skeleton className="h-8 w-72 max-w-full" />
          <div className="grid gap-6 lg:grid-cols-2">
            <SkeletonBars barClassName={Array<string>(4).fill('h-40 w-full')} />
          </div>
        </LoadingStatus>
      </div>
    );
  }
  if (detail.isError && !detail.data) {
    const gone = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <div className="grid gap-6">
        {back}
        {gone ? (
          <Alert tone="error">{t('adminUsers.detail.notFound')}</Alert>
        ) : (
          <QueryLoadError query={detail} fallback={t('adminUsers.detail.loadFailed')} />
        )}
      </div>
    );
  }

  return (
    <AccountPage
      detail={detail.data}
      plans={plans}
      back={back}
      headingRef={heading}
      onDeleted={(counts) =>
        void navigate(
          { search: listSearch },
          { state: { deleted: { id, email: detail.data.user.email, counts } } satisfies ListArrival },
        )
      }
    />
  );
}

/** What the account owns, in the order the counts panel lists them. */
const countKinds = ['links', 'custom_domains', 'watched_domains', 'orders', 'sessions'] as const;

interface AccountPageProps {
  detail: AdminUserDetail;
  plans: PlanChoices;
  back: ReactNode;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onDeleted: (counts: Record<string, number>) => void;
}

function AccountPage({ detail, plans, back, headingRef, onDeleted }: AccountPageProps) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const enable = useSetDisabled();
  const setPlan = useSetSubscription();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // When the page opened: enough to tell a plan that has ended.
  const [openedAt] = useState(() => Date.now());
  const { user, counts, workspaces, audit } = detail;
  const timeZone = viewerTimeZone(me?.profile.timezone);
  const time = (iso: string) => formatDateTime(iso, { timeZone });
  // The admin's own account: the server refuses disabling, deleting or demoting it; no buttons offer it.
  const isSelf = me?.profile.id === user.id;

  const open = (which: OpenDialog) => {
    setOutcome(null);
    setDialog(which);
  };
  const close = () => setDialog(null);
  const finish = (text: string) => {
    setDialog(null);
    setOutcome({ tone: 'success', text });
  };
  const focusHeading = () => headingRef.current?.focus();

  const enableNow = () => {
    setOutcome(null);
    enable.mutate(
      { id: user.id, disabled: false },
      {
        onSuccess: (changed) => {
          setOutcome({
            tone: 'success',
            text: t('adminUsers.outcomes.enabled', { email: changed.user.email }),
          });
          focusHeading();
        },
        onError: (error) =>
          setOutcome({ tone: 'error', text: refusalText(error, t('adminUsers.enable.failed'), t) }),
      },
    );
  };

  const endsText = user.expires ? time(user.expires) : null;

  return (
    <div className="grid gap-6">
      {back}
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="min-w-0 text-2xl font-semibold tracking-tight break-all outline-none"
          >
            {user.email}
          </h2>
          <div className="flex flex-wrap gap-1.5">
            {isSelf && <Badge kind="you" />}
            {user.is_admin && <Badge kind="admin" />}
            {user.disabled && <Badge kind="disabled" />}
            {user.trial && <Badge kind="trial" />}
          </div>
        </div>
        {user.name && <p className="break-words text-muted-foreground">{user.name}</p>}
      </header>

      {outcome && !outcome.place && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      {isSelf && <Alert tone="info">{t('adminUsers.detail.self')}</Alert>}

      <div className="grid gap-6 lg:grid-cols-2">
        <ProfilePanel user={user} time={time} />

        <CardSection level={3} title={t('adminUsers.plan.title')}>
          <Facts>
            <Fact term={t('adminUsers.plan.plan')}>
              <span className="inline-flex flex-wrap items-center gap-1.5">
                <span>{planText(user.plan_display_name)}</span>
                {user.trial && <Badge kind="trial" />}
              </span>
            </Fact>
            <Fact term={t('adminUsers.plan.ends')}>
              {user.expires ? (
                <time dateTime={user.expires}>{time(user.expires)}</time>
              ) : (
                t('adminUsers.plan.noEnd')
              )}
              {user.expires && Date.parse(user.expires) < openedAt && (
                <span className="ml-2 text-destructive">{t('adminUsers.plan.ended')}</span>
              )}
            </Fact>
          </Facts>
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="outline" size="sm" onClick={() => open('plan')}>
              {t('adminUsers.plan.set')}
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={user.plan === 'basic'}
              onClick={() => open('extend')}
            >
              {t('adminUsers.plan.extend')}
            </Button>
          </div>
          {user.plan === 'basic' && (
            <p className="text-xs text-muted-foreground">{t('adminUsers.plan.basicNoExtend')}</p>
          )}
        </CardSection>

        <CardSection level={3} title={t('adminUsers.access.title')}>
          <Facts>
            <Fact term={t('adminUsers.access.admin')}>
              {user.is_admin ? t('adminUsers.access.isAdmin') : t('adminUsers.access.notAdmin')}
            </Fact>
            <Fact term={t('adminUsers.access.signIn')}>
              {user.disabled ? (
                <span className="text-destructive">
                  {user.disabled_at
                    ? t('adminUsers.access.disabledSince', { when: time(user.disabled_at) })
                    : t('adminUsers.access.disabled')}
                </span>
              ) : (
                t('adminUsers.access.allowed')
              )}
            </Fact>
            {user.disabled && (
              <Fact term={t('adminUsers.access.reason')}>
                {user.disabled_reason || (
                  <span className="text-muted-foreground">{t('adminUsers.access.noReason')}</span>
                )}
              </Fact>
            )}
          </Facts>
          {!isSelf && (
            <div className="flex flex-wrap gap-2">
              {user.is_admin ? (
                <Button
                  variant="outline"
                  size="sm"
                  className="text-destructive hover:text-destructive"
                  onClick={() => open('admin')}
                >
                  {t('adminUsers.access.revoke')}
                </Button>
              ) : (
                <Button variant="outline" size="sm" onClick={() => open('admin')}>
                  {t('adminUsers.access.grant')}
                </Button>
              )}
              {user.disabled ? (
                <Button variant="outline" size="sm" disabled={enable.isPending} onClick={enableNow}>
                  {enable.isPending ? t('adminUsers.enable.saving') : t('adminUsers.enable.button')}
                </Button>
              ) : (
                <Button
                  variant="outline"
                  size="sm"
                  className="text-destructive hover:text-destructive"
                  onClick={() => open('disable')}
                >
                  {t('adminUsers.disable.button')}
                </Button>
              )}
            </div>
          )}
        </CardSection>

        <CardSection level={3} title={t('adminUsers.counts.title')}>
          <Facts>
            {countKinds.map((kind) => (
              <Fact key={kind} term={t(`adminUsers.counts.${kind}`)}>
                <span className="tabular-nums">{numberFormat().format(counts[kind])}</span>
              </Fact>
            ))}
          </Facts>
        </CardSection>
      </div>

      <WorkspacesSection
        user={user}
        workspaces={workspaces}
        plans={plans}
        timeZone={timeZone}
        time={time}
        openedAt={openedAt}
        outcome={outcome?.place === 'workspaces' ? outcome.text : null}
        onOpen={() => setOutcome(null)}
        onPlanSet={(text) => setOutcome({ tone: 'success', text, place: 'workspaces' })}
      />

      <CardSection
        level={3}
        title={t('adminUsers.audit.title')}
        description={t('adminUsers.audit.description')}
      >
        <AuditList entries={audit} timeZone={timeZone} />
      </CardSection>

      {!isSelf && (
        <CardSection
          level={3}
          title={t('adminUsers.delete.panelTitle')}
          description={t('adminUsers.delete.panelDescription')}
          className="border-destructive/40"
        >
          <Button variant="destructive" className="justify-self-start" onClick={() => open('delete')}>
            {t('adminUsers.delete.button')}
          </Button>
        </CardSection>
      )}

      <SetPlanDialog
        subject={{
          title: t('adminUsers.setPlan.title', { email: user.email }),
          description: t('adminUsers.setPlan.description'),
          plan: user.plan,
          planName: user.plan_display_name,
          expires: user.expires,
          save: (input) => setPlan.mutateAsync({ id: user.id, input }),
        }}
        open={dialog === 'plan'}
        plans={plans}
        timeZone={timeZone}
        onClose={close}
        onDone={(changed) =>
          finish(
            changed.user.expires
              ? t('adminUsers.outcomes.planSet', {
                  plan: planText(changed.user.plan_display_name),
                  ends: time(changed.user.expires),
                })
              : t('adminUsers.outcomes.planSetNoEnd', { plan: planText(changed.user.plan_display_name) }),
          )
        }
        focusAfterDone={focusHeading}
      />
      <ExtendDialog
        user={user}
        open={dialog === 'extend'}
        endsText={endsText}
        onClose={close}
        onDone={(changed, days) =>
          finish(
            t('adminUsers.outcomes.extended', {
              count: days,
              ends: changed.user.expires ? time(changed.user.expires) : t('adminUsers.plan.noEnd'),
            }),
          )
        }
        focusAfterDone={focusHeading}
      />
      <AdminDialog
        user={user}
        open={dialog === 'admin'}
        onClose={close}
        onDone={(changed) =>
          finish(
            changed.user.is_admin
              ? t('adminUsers.outcomes.granted', { email: changed.user.email })
              : t('adminUsers.outcomes.revoked', { email: changed.user.email }),
          )
        }
        focusAfterDone={focusHeading}
      />
      <DisableDialog
        user={user}
        open={dialog === 'disable'}
        onClose={close}
        onDone={(changed) => finish(t('adminUsers.outcomes.disabled', { email: changed.user.email }))}
        focusAfterDone={focusHeading}
      />
      <DeleteUserDialog user={user} open={dialog === 'delete'} onClose={close} onDone={onDeleted} />
    </div>
  );
}

function ProfilePanel({ user, time }: { user: DetailUser; time: (iso: string) => string }) {
  const { t } = useTranslation();
  return (
    <CardSection level={3} title={t('adminUsers.profile.title')}>
      <Facts>
        <Fact term={t('adminUsers.profile.email')}>
          <span className="break-all">{user.email}</span>
        </Fact>
        <Fact term={t('adminUsers.profile.name')}>
          {user.name || <span className="text-muted-foreground">{t('adminUsers.profile.noName')}</span>}
        </Fact>
        <Fact term={t('adminUsers.profile.username')}>
          <span className="break-all">{user.username}</span>
        </Fact>
        <Fact term={t('adminUsers.profile.created')}>
          <time dateTime={user.created_at}>{time(user.created_at)}</time>
        </Fact>
        <Fact term={t('adminUsers.profile.language')}>{languageName(user.language)}</Fact>
        <Fact term={t('adminUsers.profile.timezone')}>{user.timezone}</Fact>
        <Fact term={t('adminUsers.profile.telegram')}>
          {user.telegram_connected ? t('adminUsers.profile.connected') : t('adminUsers.profile.notConnected')}
        </Fact>
      </Facts>
    </CardSection>
  );
}

function Facts({ children }: { children: ReactNode }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm sm:gap-x-6">{children}</dl>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}
