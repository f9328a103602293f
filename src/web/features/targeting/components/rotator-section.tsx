import { CirclePause, Plus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { displayHostname } from '../../../../shared/domains';
import {
  checkPauseOf,
  destinationHost,
  maxRotatorEntries,
  maxWeight,
  minRotatorEntries,
  minWeight,
  type WatchedHost,
} from '../../../../shared/targeting';
import { FormField } from '../../../components/form/form-field';
import { Button } from '../../../components/ui/button';
import { Switch } from '../../../components/ui/switch';
import type { FieldErrors } from '../../../lib/api-errors';
import { patchedAt, newEntry, problemAt, sharesOf, type DraftEntry } from '../lib/draft';
import { SortableList } from './sortable-list';
import { formatDateTime, numberFormat } from '../../../lib/format';

interface RotatorProps {
  entries: DraftEntry[];
  /** The owner's domains on Check Domains: a destination on one that is down or blocked is paused. */
  watched: readonly WatchedHost[];
  onChange: (entries: DraftEntry[]) => void;
  errors: FieldErrors;
}

/** 2 to 10 weighted destinations; each visitor gets one by weight and keeps it for the day. */
export function Rotator({ entries, watched, onChange, errors }: RotatorProps) {
  const { t } = useTranslation();
  const shares = sharesOf(entries, watched);
  const percent = numberFormat({ style: 'percent', maximumFractionDigits: 1 });
  const labelOf = (index: number) => t('targeting.rotator.item', { number: index + 1 });

  function update(index: number, patch: Partial<DraftEntry>) {
    onChange(patchedAt(entries, index, patch));
  }

  return (
    <div className="grid gap-3">
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {t('targeting.rotator.empty', { min: minRotatorEntries, max: maxRotatorEntries })}
        </p>
      ) : (
        problemAt(errors, 'rotator') &&
        !Object.keys(errors).some((key) => key.startsWith('rotator.')) && (
          <p className="text-sm text-destructive" role="alert">
            {problemAt(errors, 'rotator')}
          </p>
        )
      )}
      <SortableList
        items={entries}
        keyOf={(entry) => entry.key}
        labelOf={labelOf}
        label={t('targeting.rotator.list')}
        onChange={onChange}
      >
        {(entry, index) => (
          <>
            <FormField
              label={t('targeting.rotator.destination', { item: labelOf(index) })}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={entry.destination}
              onChange={(event) => update(index, { destination: event.target.value })}
              error={problemAt(errors, `rotator.${index}.destination_url`)}
            />
            <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
              <div className="w-44">
                <FormField
                  label={t('targeting.rotator.weight', { item: labelOf(index) })}
                  type="number"
                  inputMode="numeric"
                  min={minWeight}
                  max={maxWeight}
                  step={1}
                  value={entry.weight}
                  onChange={(event) => update(index, { weight: event.target.value })}
                  error={problemAt(errors, `rotator.${index}.weight`)}
                />
              </div>
              <PauseToggle
                label={t('targeting.rotator.pause', { item: labelOf(index) })}
                paused={entry.paused}
                onChange={(paused) => update(index, { paused })}
              />
              <p className="pb-2 text-sm" data-testid="rotator-share">
                {shares[index] === null || shares[index] === undefined ? (
                  <span className="text-muted-foreground">{t('targeting.rotator.noShare')}</span>
                ) : (
                  t('targeting.rotator.share', { share: percent.format(shares[index] / 100) })
                )}
              </p>
            </div>
            <CheckStatus destination={entry.destination} watched={watched} />
          </>
        )}
      </SortableList>
      {entries.length > 0 && (
        <p className="text-sm text-muted-foreground">
          {t('targeting.rotator.followed')}{' '}
          <RouterLink
            to="/check-domains"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('targeting.rotator.checkDomains')}
          </RouterLink>
        </p>
      )}
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        disabled={entries.length >= maxRotatorEntries}
        onClick={() =>
          // A rotator starts with the two destinations it needs at least.
          onChange(entries.length === 0 ? [newEntry(), newEntry()] : [...entries, newEntry()])
        }
      >
        <Plus aria-hidden="true" />
        {entries.length === 0 ? t('targeting.rotator.start') : t('targeting.rotator.add')}
      </Button>
    </div>
  );
}

function PauseToggle({
  label,
  paused,
  onChange,
}: {
  label: string;
  paused: boolean;
  onChange: (paused: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 pb-1.5">
      <Switch id={id} checked={paused} onCheckedChange={onChange} />
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
    </div>
  );
}

/**
 * What the domain checks say of a destination: paused while its watched domain is down or blocked
 * (as a save stores it, shared/targeting.ts checkPauseOf), followed while it is fine; nothing for a
 * domain not on Check Domains, which no check follows.
 */
function CheckStatus({ destination, watched }: { destination: string; watched: readonly WatchedHost[] }) {
  const { t } = useTranslation();
  const pause = checkPauseOf(destination, watched);
  if (pause) {
    const values = {
      domain: displayHostname(pause.hostname),
      time: pause.checked_at ? formatDateTime(pause.checked_at) : '-',
    };
    return (
      <p
        className="flex items-start gap-2 rounded-md bg-warning/10 px-3 py-2 text-sm text-warning"
        data-testid="check-pause"
      >
        <CirclePause className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          {pause.state === 'blocked'
            ? t('targeting.rotator.pausedBlocked', values)
            : t('targeting.rotator.pausedDown', values)}
        </span>
      </p>
    );
  }
  const host = destinationHost(destination);
  const followed = host === null ? undefined : watched.find((domain) => domain.hostname === host);
  if (!followed) return null;
  return (
    <p className="text-xs text-muted-foreground">
      {followed.checked_at && followed.state !== null
        ? t('targeting.rotator.watched', {
            domain: displayHostname(followed.hostname),
            time: formatDateTime(followed.checked_at),
          })
        : t('targeting.rotator.watchedNotYet', { domain: displayHostname(followed.hostname) })}
    </p>
  );
}
