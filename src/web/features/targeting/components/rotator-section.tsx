import { Plus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { maxRotatorEntries, maxWeight, minRotatorEntries, minWeight } from '../../../../shared/targeting';
import { FormField } from '../../../components/form/form-field';
import { Button } from '../../../components/ui/button';
import { Switch } from '../../../components/ui/switch';
import type { FieldErrors } from '../../../lib/api-errors';
import { patchedAt, newEntry, problemAt, sharesOf, type DraftEntry } from '../lib/draft';
import { SortableList } from './sortable-list';
import { numberFormat } from '../../../lib/format';

interface RotatorProps {
  entries: DraftEntry[];
  onChange: (entries: DraftEntry[]) => void;
  errors: FieldErrors;
}

/** 2 to 10 weighted destinations; each visitor gets one by weight and keeps it for the day. */
export function Rotator({ entries, onChange, errors }: RotatorProps) {
  const { t } = useTranslation();
  const shares = sharesOf(entries);
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
            {entry.pausedByCheck && (
              <p className="rounded-md bg-amber-100 px-2 py-1 text-sm text-amber-900">
                {t('targeting.rotator.pausedByCheck')}
              </p>
            )}
          </>
        )}
      </SortableList>
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
