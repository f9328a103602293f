import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import type { FieldErrors } from '../../../lib/api-errors';
import { maxFeatures, moveItem, newFeature, textLanguages, type FeatureDraft } from '../lib/plan-draft';

interface FeaturesEditorProps {
  features: FeatureDraft[];
  onChange: (features: FeatureDraft[]) => void;
  /** The form's errors: `features` for the list, `features.2.id` for its third line's Indonesian. */
  problems: FieldErrors;
}

/** Where focus goes once the list has changed: a row's first input or a button, or Add. */
type FocusTarget = { key: string; part: 'en' | 'up' | 'down' } | { key: null; part: 'add' };

/**
 * The plan's own lines, each in English and Indonesian, as /pricing lists them after the lines its
 * limits give: add, remove, move up or down. Focus follows the row that moved, or the next row when
 * one is removed, so the keyboard never loses its place.
 */
export function FeaturesEditor({ features, onChange, problems }: FeaturesEditorProps) {
  const { t } = useTranslation();
  const ids = useId();
  const controls = useRef(new Map<string, HTMLElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  /** Set by a change; taken by the render that shows it. */
  const focusNext = useRef<FocusTarget | null>(null);

  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    (target.part === 'add'
      ? addButton.current
      : controls.current.get(`${target.key}:${target.part}`)
    )?.focus();
  });

  const register = (key: string) => (element: HTMLElement | null) => {
    if (element) controls.current.set(key, element);
    else controls.current.delete(key);
  };

  const add = () => {
    const feature = newFeature();
    onChange([...features, feature]);
    focusNext.current = { key: feature.key, part: 'en' };
  };

  const remove = (index: number) => {
    const next = features.filter((_, at) => at !== index);
    onChange(next);
    const neighbour = next[index] ?? next[index - 1];
    focusNext.current = neighbour ? { key: neighbour.key, part: 'en' } : { key: null, part: 'add' };
  };

  const move = (index: number, by: -1 | 1) => {
    const feature = features[index];
    if (!feature) return;
    onChange(moveItem(features, index, by));
    const to = index + by;
    // At either end the button pressed is disabled: focus takes the other one.
    const atEnd = by === -1 ? to === 0 : to === features.length - 1;
    const same = by === -1 ? 'up' : 'down';
    const other = by === -1 ? 'down' : 'up';
    focusNext.current = { key: feature.key, part: atEnd ? other : same };
  };

  const full = features.length >= maxFeatures;
  const listError = problems.features;

  return (
    <fieldset className="grid min-w-0 gap-3" aria-describedby={`${ids}-hint`}>
      <legend className="text-sm font-semibold">{t('adminBilling.form.features')}</legend>
      <p id={`${ids}-hint`} className="text-xs text-muted-foreground">
        {t('adminBilling.form.featuresHint', { max: maxFeatures })}
      </p>
      {features.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-3 text-sm text-muted-foreground">
          {t('adminBilling.form.noFeatures')}
        </p>
      ) : (
        <ol className="grid gap-2" aria-label={t('adminBilling.form.featureList')}>
          {features.map((feature, index) => {
            const number = index + 1;
            const errors = textLanguages
              .map((language) => ({ language, error: problems[`features.${index}.${language}`] }))
              .filter((entry): entry is { language: 'en' | 'id'; error: string } => Boolean(entry.error));
            const rowError = problems[`features.${index}`];
            const errorId = (part: string) => `${ids}-${feature.key}-${part}-error`;
            return (
              <li key={feature.key} className="grid gap-1">
                {/* On a phone the buttons go under the line's inputs, which keep the width. */}
                <div className="flex min-w-0 flex-wrap items-start gap-1">
                  <span
                    aria-hidden="true"
                    className="mt-2 w-6 shrink-0 text-right text-sm text-muted-foreground"
                  >
                    {number}.
                  </span>
                  <div className="grid min-w-0 flex-1 gap-1">
                    {textLanguages.map((language) => {
                      const error = problems[`features.${index}.${language}`];
                      return (
                        <div key={language} className="flex min-w-0 items-center gap-2">
                          {/* Which language each input holds, at a glance (the inputs are labelled). */}
                          <span
                            aria-hidden="true"
                            className="w-6 shrink-0 text-xs font-medium text-muted-foreground uppercase"
                          >
                            {language}
                          </span>
                          <Input
                            ref={language === 'en' ? register(`${feature.key}:en`) : undefined}
                            name={`features.${index}.${language}`}
                            lang={language}
                            aria-label={t(`adminBilling.form.featureIn.${language}`, { number })}
                            placeholder={t(`adminBilling.form.languages.${language}`)}
                            aria-invalid={error || rowError ? true : undefined}
                            aria-describedby={
                              error ? errorId(language) : rowError ? errorId('row') : undefined
                            }
                            autoComplete="off"
                            maxLength={120}
                            className="min-w-0 flex-1"
                            value={feature[language]}
                            onChange={(event) =>
                              onChange(
                                features.map((item) =>
                                  item.key === feature.key
                                    ? { ...item, [language]: event.target.value }
                                    : item,
                                ),
                              )
                            }
                          />
                        </div>
                      );
                    })}
                  </div>
                  <div className="flex w-full justify-end gap-1 sm:w-auto">
                    <Button
                      ref={register(`${feature.key}:up`)}
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={t('adminBilling.form.moveUp', { number })}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowUp aria-hidden="true" />
                    </Button>
                    <Button
                      ref={register(`${feature.key}:down`)}
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={t('adminBilling.form.moveDown', { number })}
                      disabled={index === features.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDown aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="text-destructive hover:text-destructive"
                      aria-label={t('adminBilling.form.removeFeature', { number })}
                      onClick={() => remove(index)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </div>
                {errors.map(({ language, error }) => (
                  <p
                    key={language}
                    id={errorId(language)}
                    role="alert"
                    className="pl-7 text-sm text-destructive"
                  >
                    {error}
                  </p>
                ))}
                {rowError && (
                  <p id={errorId('row')} role="alert" className="pl-7 text-sm text-destructive">
                    {rowError}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {listError && (
        <p role="alert" className="text-sm text-destructive">
          {listError}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button ref={addButton} type="button" variant="outline" size="sm" disabled={full} onClick={add}>
          <Plus aria-hidden="true" />
          {t('adminBilling.form.addFeature')}
        </Button>
        {full && (
          <p className="text-xs text-muted-foreground">
            {t('adminBilling.form.featuresFull', { max: maxFeatures })}
          </p>
        )}
      </div>
    </fieldset>
  );
}
