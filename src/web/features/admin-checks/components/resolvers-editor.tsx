import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilteringResolver } from '../../../../shared/checks';
import { Button } from '../../../components/ui/button';
import { Field, selectClass } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import type { FieldErrors } from '../../../lib/api-errors';
import { maxResolvers, newResolver, type ResolverDraft } from '../lib/settings-draft';

interface ResolversEditorProps {
  resolvers: ResolverDraft[];
  /** A value typed into one row: `part` of row `index`. */
  onEdit: (index: number, part: keyof FilteringResolver, value: string) => void;
  /** The whole list replaced (a row added or removed). */
  onReplace: (resolvers: ResolverDraft[]) => void;
  /** The form's problems: `resolvers` and `resolvers.2.address` and the like. */
  problems: FieldErrors;
  /** The remote probes that ask each resolver, by the resolver's saved name. */
  servedBy: ReadonlyMap<string, string[]>;
}

const parts = ['name', 'address', 'protocol'] as const;

/** The filtering resolvers: a row each (name, address, protocol), at most twenty. */
export function ResolversEditor({ resolvers, onEdit, onReplace, problems, servedBy }: ResolversEditorProps) {
  const { t } = useTranslation();
  const ids = useId();
  const nameInputs = useRef(new Map<string, HTMLInputElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  /** Set by a change, taken by the render that shows it: the row whose name takes focus, or null for Add. */
  const focusNext = useRef<{ id: string | null } | null>(null);

  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    (target.id ? nameInputs.current.get(target.id) : addButton.current)?.focus();
  });

  const add = () => {
    const resolver = newResolver();
    onReplace([...resolvers, resolver]);
    focusNext.current = { id: resolver.id };
  };

  const remove = (index: number) => {
    const next = resolvers.filter((_, at) => at !== index);
    onReplace(next);
    focusNext.current = { id: (next[index] ?? next[index - 1])?.id ?? null };
  };

  const full = resolvers.length >= maxResolvers;
  const listError = problems.resolvers;

  return (
    <div className="grid min-w-0 gap-3">
      <p id={`${ids}-hint`} className="text-xs text-muted-foreground">
        {t('adminChecks.resolvers.addressHint')}
      </p>
      {resolvers.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-3 text-sm text-muted-foreground">
          {t('adminChecks.resolvers.none')}
        </p>
      ) : (
        <ol className="grid gap-3" aria-label={t('adminChecks.resolvers.listLabel')}>
          {resolvers.map((resolver, index) => {
            const number = index + 1;
            const probes = servedBy.get(resolver.name.trim());
            return (
              <li key={resolver.id}>
                <fieldset className="min-w-0 rounded-lg border border-border p-3">
                  {/* Floated, so the legend sits inside the box rather than on its border. */}
                  <legend className="float-left mb-3 w-full text-sm font-medium">
                    {t('adminChecks.resolvers.item', { number })}
                  </legend>
                  <div className="clear-both grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_7rem_auto]">
                    {parts.map((part) => {
                      const path = `resolvers.${index}.${part}`;
                      return (
                        <Field key={part} label={t(`adminChecks.resolvers.${part}`)} error={problems[path]}>
                          {(control) =>
                            part === 'protocol' ? (
                              <select
                                {...control}
                                name={path}
                                className={selectClass}
                                value={resolver.protocol}
                                onChange={(event) => onEdit(index, part, event.target.value)}
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
                                ref={
                                  part === 'name'
                                    ? (element) => {
                                        if (element) nameInputs.current.set(resolver.id, element);
                                        else nameInputs.current.delete(resolver.id);
                                      }
                                    : undefined
                                }
                                name={path}
                                autoComplete="off"
                                autoCapitalize="none"
                                spellCheck={false}
                                inputMode={part === 'address' ? 'url' : undefined}
                                maxLength={part === 'name' ? 60 : 64}
                                placeholder={
                                  part === 'address'
                                    ? t('adminChecks.resolvers.addressPlaceholder')
                                    : undefined
                                }
                                className={part === 'address' ? 'font-mono' : undefined}
                                value={resolver[part]}
                                onChange={(event) => onEdit(index, part, event.target.value)}
                              />
                            )
                          }
                        </Field>
                      );
                    })}
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      className="justify-self-start text-destructive hover:text-destructive sm:mt-6"
                      aria-label={t('adminChecks.resolvers.removeNamed', { number })}
                      onClick={() => remove(index)}
                    >
                      <Trash2 aria-hidden="true" />
                      {t('adminChecks.resolvers.remove')}
                    </Button>
                  </div>
                  {probes && (
                    <p className="mt-2 text-xs text-muted-foreground">
                      {t('adminChecks.resolvers.servedBy', {
                        count: probes.length,
                        probes: probes.map((name) => `“${name}”`).join(', '),
                      })}
                    </p>
                  )}
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      {listError && <p className="text-sm text-destructive">{listError}</p>}
      <div className="flex flex-wrap items-center gap-3">
        <Button ref={addButton} type="button" variant="outline" size="sm" disabled={full} onClick={add}>
          <Plus aria-hidden="true" />
          {t('adminChecks.resolvers.add')}
        </Button>
        {full && (
          <p className="text-xs text-muted-foreground">
            {t('adminChecks.resolvers.full', { max: maxResolvers })}
          </p>
        )}
      </div>
    </div>
  );
}
