import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UtmTemplate } from '../../../../shared/utm';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Field, selectClass } from '../../../components/ui/field';
import { errorText } from '../../../lib/api-errors';
import { useDeleteUtmTemplate, useUtmTemplates } from '../../../lib/queries/utm-templates';
import { toastSuccess } from '../../../lib/toast';
import { OwnSubmit } from './own-submit';

interface UtmTemplatePickerProps {
  /** The template the fields were last filled from; '' when none (or edited since). */
  value: string;
  onPick: (template: UtmTemplate) => void;
  onDeleted: () => void;
  disabled: boolean;
  /** Members and above may delete the chosen template. */
  canManage: boolean;
}

/** The workspace's saved templates: choosing one fills the five fields. */
export function UtmTemplatePicker({ value, onPick, onDeleted, disabled, canManage }: UtmTemplatePickerProps) {
  const { t } = useTranslation();
  const templates = useUtmTemplates();
  const remove = useDeleteUtmTemplate();
  const [deleting, setDeleting] = useState<UtmTemplate | null>(null);
  const items = templates.data?.items ?? [];
  const chosen = items.find((template) => template.id === value);
  const placeholder = templates.isPending
    ? t('utm.template.loading')
    : items.length === 0
      ? t('utm.template.none')
      : t('utm.template.choose');

  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1 sm:max-w-xs">
        <Field
          label={t('utm.template.label')}
          hint={templates.isError ? t('utm.template.loadFailed') : t('utm.template.hint')}
        >
          {(control) => (
            <select
              {...control}
              className={selectClass}
              value={chosen ? value : ''}
              disabled={disabled || items.length === 0}
              onChange={(event) => {
                const template = items.find((item) => item.id === event.target.value);
                if (template) onPick(template);
              }}
            >
              <option value="">{placeholder}</option>
              {items.map((template) => (
                <option key={template.id} value={template.id}>
                  {template.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {canManage && chosen && (
        // Level with the select, above the hint.
        <Button
          type="button"
          variant="outline"
          className="mb-6"
          aria-label={t('utm.template.deleteFor', { name: chosen.name })}
          onClick={() => setDeleting(chosen)}
        >
          {t('utm.template.delete')}
        </Button>
      )}
      <OwnSubmit>
        <ConfirmDialog
          open={deleting !== null}
          onClose={() => setDeleting(null)}
          title={deleting ? t('utm.template.deleteTitle', { name: deleting.name }) : ''}
          titleClassName="break-words"
          description={t('utm.template.deleteDescription')}
          confirmLabel={t('utm.template.delete')}
          pendingLabel={t('utm.template.deleting')}
          onConfirm={() => remove.mutateAsync({ id: deleting!.id })}
          errorText={(error) => errorText(error, t('utm.template.deleteFailed'), t)}
          onDone={() => {
            toastSuccess(t('utm.template.deleted', { name: deleting!.name }));
            setDeleting(null);
            onDeleted();
          }}
        />
      </OwnSubmit>
    </div>
  );
}
