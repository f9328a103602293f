import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilteringResolver } from '../../../../shared/checks';
import { EditableList, EditableListFieldset, EditableListRemove } from '../../../components/ui/editable-list';
import { Field, selectClass } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { maxResolvers, newResolver, type ResolverRow } from '../lib/settings-values';

interface ResolversEditorProps {
  resolvers: ResolverRow[];
  /** A value typed into one row: `part` of row `index`. */
  onEdit: (index: number, part: keyof FilteringResolver, value: string) => void;
  /** The whole list replaced (a row added or removed). */
  onReplace: (resolvers: ResolverRow[]) => void;
  /** The form's problems: `resolvers` and `resolvers.2.address` and the like. */
  problems: Readonly<Record<string, string>>;
  /** The remote probes that ask each resolver, by the resolver's saved name. */
  servedBy: ReadonlyMap<string, string[]>;
}

const parts = ['name', 'address', 'protocol'] as const;

/** The filtering resolvers: a row each (name, address, protocol), at most twenty. */
export function ResolversEditor({ resolvers, onEdit, onReplace, problems, servedBy }: ResolversEditorProps) {
  const { t } = useTranslation();
  const ids = useId();

  return (
    <div className="grid min-w-0 gap-3">
      <p id={`${ids}-hint`} className="text-xs text-muted-foreground">
        {t('adminChecks.resolvers.addressHint')}
      </p>
      <EditableList
        items={resolvers}
        keyOf={(resolver) => resolver.id}
        onChange={onReplace}
        create={() => newResolver()}
        max={maxResolvers}
        addLabel={t('adminChecks.resolvers.add')}
        fullText={t('adminChecks.resolvers.full', { max: maxResolvers })}
        emptyText={t('adminChecks.resolvers.none')}
        listLabel={t('adminChecks.resolvers.listLabel')}
        error={problems.resolvers}
      >
        {(resolver, row) => {
          const probes = servedBy.get(resolver.name.trim());
          return (
            <EditableListFieldset
              legend={t('adminChecks.resolvers.item', { number: row.number })}
              className="sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_7rem_auto]"
              note={
                probes && (
                  <p className="mt-2 text-xs text-muted-foreground">
                    {t('adminChecks.resolvers.servedBy', {
                      count: probes.length,
                      probes: probes.map((name) => `“${name}”`).join(', '),
                    })}
                  </p>
                )
              }
            >
              {parts.map((part) => {
                const path = `resolvers.${row.index}.${part}`;
                return (
                  <Field key={part} label={t(`adminChecks.resolvers.${part}`)} error={problems[path]}>
                    {(control) =>
                      part === 'protocol' ? (
                        <select
                          {...control}
                          name={path}
                          className={selectClass}
                          value={resolver.protocol}
                          onChange={(event) => onEdit(row.index, part, event.target.value)}
                        >
                          <option value="udp">{t('adminChecks.resolvers.udp')}</option>
                          <option value="tcp">{t('adminChecks.resolvers.tcp')}</option>
                        </select>
                      ) : (
                        <Input
                          {...control}
                          aria-describedby={
                            part === 'address'
                              ? [`${ids}-hint`, control['aria-describedby']].filter(Boolean).join(' ')
                              : control['aria-describedby']
                          }
                          ref={part === 'name' ? row.focusRef() : undefined}
                          name={path}
                          autoComplete="off"
                          autoCapitalize="none"
                          spellCheck={false}
                          inputMode={part === 'address' ? 'url' : undefined}
                          maxLength={part === 'name' ? 60 : 64}
                          placeholder={
                            part === 'address' ? t('adminChecks.resolvers.addressPlaceholder') : undefined
                          }
                          className={part === 'address' ? 'font-mono' : undefined}
                          value={resolver[part]}
                          onChange={(event) => onEdit(row.index, part, event.target.value)}
                        />
                      )
                    }
                  </Field>
                );
              })}
              <EditableListRemove
                row={row}
                label={t('adminChecks.resolvers.removeNamed', { number: row.number })}
                text={t('adminChecks.resolvers.remove')}
                className="justify-self-start sm:mt-6"
              />
            </EditableListFieldset>
          );
        }}
      </EditableList>
    </div>
  );
}
