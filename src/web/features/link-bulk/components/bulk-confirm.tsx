import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { bulkRequestSchema } from '../../../../shared/link-bulk';
import { maxTagsPerLink } from '../../../../shared/link-tags';
import { FormDialogFooter } from '../../../components/form/form-dialog';
import { useFocusRefused } from '../../../components/form/use-zod-form';
import { Alert } from '../../../components/ui/alert';
import { DialogHeading } from '../../../components/ui/dialog';
import { refusalText, serverFieldErrors, zodFieldErrors } from '../../../lib/api-errors';
import { bodyOf, emptyDraft, placeRefusals, valueFieldOf, valueOf, type ValueDraft } from '../lib/target';
import { BulkValueField } from './bulk-value-fields';
import type { BulkRequestState, LinkBulk } from './use-link-bulk';

/**
 * "Disable 3 links?": how many links the action touches and what it does to them, the value it
 * needs (folder, tags, domain), and why it was refused (under the control, or beside the buttons).
 */
export function BulkConfirm({ bulk, request }: { bulk: LinkBulk; request: BulkRequestState }) {
  const { t } = useTranslation();
  const { action, target, count } = request;
  const field = valueFieldOf(action);
  const [draft, setDraft] = useState<ValueDraft>(emptyDraft);
  const [refused, setRefused] = useState<{ field?: string; other?: string }>({});
  const focusRefused = useFocusRefused();

  const refuse = (fields: Partial<Record<string, string>>, form: HTMLFormElement) => {
    const placed = placeRefusals(fields, field);
    setRefused(placed);
    if (placed.field) focusRefused(form);
  };

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (bulk.pending) return;
    const form = event.currentTarget;
    const value = valueOf(field, draft);
    setRefused({});
    // Judged by the server's own contract first: no tag chosen, or more ids than one request takes.
    const checked = bulkRequestSchema.safeParse(bodyOf(action, target, value));
    if (!checked.success) return refuse(zodFieldErrors(checked.error), form);
    try {
      await bulk.submit(value);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length > 0) refuse(fields, form);
      else setRefused({ other: refusalText(error, t('linkBulk.confirm.failed'), t) });
    }
  };

  const description = t(`linkBulk.confirm.description.${action}`, { max: maxTagsPerLink });
  return (
    <>
      <DialogHeading
        title={t(`linkBulk.confirm.title.${action}`, { count })}
        description={'filter' in target ? `${description} ${t('linkBulk.confirm.filterNote')}` : description}
      />
      <form onSubmit={(event) => void confirm(event)} noValidate className="grid gap-4">
        {field && <BulkValueField field={field} draft={draft} onChange={setDraft} error={refused.field} />}
        {refused.other && <Alert tone="error">{refused.other}</Alert>}
        <FormDialogFooter
          pending={bulk.pending}
          submitLabel={t(`linkBulk.confirm.submit.${action}`)}
          pendingLabel={t('linkBulk.confirm.pending')}
          tone={action === 'delete' ? 'destructive' : 'default'}
        />
      </form>
    </>
  );
}
