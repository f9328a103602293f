import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EditableList, EditableListMoves, EditableListRemove } from '../../../components/ui/editable-list';
import { Input } from '../../../components/ui/input';
import type { FieldErrors } from '../../../lib/api-errors';
import { maxFeatures, newFeature, textLanguages, type FeatureDraft } from '../lib/plan-draft';

interface FeaturesEditorProps {
  features: FeatureDraft[];
  onChange: (features: FeatureDraft[]) => void;
  /** The form's errors: `features` for the list, `features.2.id` for its third line's Indonesian. */
  problems: FieldErrors;
}

/**
 * The plan's own lines, each in English and Indonesian, as /pricing lists them after the lines its
 * limits give: add, remove, move up or down, with focus following (EditableList).
 */
export function FeaturesEditor({ features, onChange, problems }: FeaturesEditorProps) {
  const { t } = useTranslation();
  const ids = useId();

  return (
    <fieldset className="grid min-w-0 gap-3" aria-describedby={`${ids}-hint`}>
      <legend className="text-sm font-semibold">{t('adminBilling.form.features')}</legend>
      <p id={`${ids}-hint`} className="text-xs text-muted-foreground">
        {t('adminBilling.form.featuresHint', { max: maxFeatures })}
      </p>
      <EditableList
        items={features}
        keyOf={(feature) => feature.key}
        onChange={onChange}
        create={newFeature}
        max={maxFeatures}
        addLabel={t('adminBilling.form.addFeature')}
        fullText={t('adminBilling.form.featuresFull', { max: maxFeatures })}
        emptyText={t('adminBilling.form.noFeatures')}
        listLabel={t('adminBilling.form.featureList')}
        listClassName="gap-2"
        itemClassName="grid gap-1"
        error={problems.features}
        announceError
      >
        {(feature, row) => {
          const { index, number } = row;
          const errors = textLanguages
            .map((language) => ({ language, error: problems[`features.${index}.${language}`] }))
            .filter((entry): entry is { language: 'en' | 'id'; error: string } => Boolean(entry.error));
          const rowError = problems[`features.${index}`];
          const errorId = (part: string) => `${ids}-${feature.key}-${part}-error`;
          return (
            <>
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
                          ref={language === 'en' ? row.focusRef() : undefined}
                          name={`features.${index}.${language}`}
                          lang={language}
                          aria-label={t(`adminBilling.form.featureIn.${language}`, { number })}
                          placeholder={t(`adminBilling.form.languages.${language}`)}
                          aria-invalid={error || rowError ? true : undefined}
                          aria-describedby={error ? errorId(language) : rowError ? errorId('row') : undefined}
                          autoComplete="off"
                          maxLength={120}
                          className="min-w-0 flex-1"
                          value={feature[language]}
                          onChange={(event) => row.update({ [language]: event.target.value })}
                        />
                      </div>
                    );
                  })}
                </div>
                <div className="flex w-full justify-end gap-1 sm:w-auto">
                  <EditableListMoves
                    row={row}
                    upLabel={t('adminBilling.form.moveUp', { number })}
                    downLabel={t('adminBilling.form.moveDown', { number })}
                  />
                  <EditableListRemove row={row} label={t('adminBilling.form.removeFeature', { number })} />
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
            </>
          );
        }}
      </EditableList>
    </fieldset>
  );
}
