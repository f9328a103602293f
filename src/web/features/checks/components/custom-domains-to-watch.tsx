import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { WatchedDomain } from '../../../../shared/checks';
import { Button } from '../../../components/ui/button';
import { Hostname } from '../../../components/ui/hostname';
import { useAddChecks } from '../api/add-checks';
import { checksWorded } from '../lib/refusal';
import { RequestError } from '../../../components/feedback/request-error';

/** A custom domain of the account (from /domains, handed down by the page), as checks need it. */
export interface CustomDomainOffer {
  hostname: string;
  display_hostname: string;
}

/** The account's custom domains and whether they could be listed; undefined while they load. */
export interface CustomDomainsState {
  domains: CustomDomainOffer[] | undefined;
  loadFailed: boolean;
}

interface CustomDomainsToWatchProps {
  /** The verified custom domains not watched yet. */
  offers: CustomDomainOffer[];
  loadFailed: boolean;
  /** Every domain the plan allows is watched: the buttons would only be refused. */
  full: boolean;
  onWatched: (added: WatchedDomain[]) => void;
}

/** The account's own verified domains that are not watched yet, each one click away from it. */
export function CustomDomainsToWatch({ offers, loadFailed, full, onWatched }: CustomDomainsToWatchProps) {
  const { t } = useTranslation();
  const add = useAddChecks();
  if (!loadFailed && offers.length === 0) return null;

  const watch = async (offer: CustomDomainOffer) => {
    try {
      // mutateAsync, not mutate: watching the last one offered removes this section, and the answer
      // must still be announced.
      onWatched(await add.mutateAsync({ hostnames: offer.hostname }));
    } catch {
      // Shown from add.error below.
    }
  };

  return (
    <section
      aria-labelledby="checks-custom"
      className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-6"
    >
      <div className="grid gap-1">
        <h2 id="checks-custom" className="text-lg font-semibold">
          {t('checks.custom.title')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {full ? t('checks.custom.full') : t('checks.custom.description')}
        </p>
      </div>
      {loadFailed ? (
        <p className="text-sm text-muted-foreground">{t('checks.custom.loadFailed')}</p>
      ) : (
        <ul
          aria-label={t('checks.custom.label')}
          className="divide-y divide-border rounded-lg border border-border"
        >
          {offers.map((offer) => {
            const busy = add.isPending && add.variables.hostnames === offer.hostname;
            return (
              <li
                key={offer.hostname}
                className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
              >
                <Hostname name={offer.display_hostname} className="min-w-0 font-medium" />
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={full || add.isPending}
                  aria-label={t('checks.custom.watchFor', { domain: offer.display_hostname })}
                  onClick={() => void watch(offer)}
                >
                  <Eye aria-hidden="true" />
                  {busy ? t('checks.custom.watching') : t('checks.custom.watch')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <RequestError request={add} fallback={t('checks.custom.failed')} worded={checksWorded} />
    </section>
  );
}
