import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { feedbackReplyMax, replyFeedbackSchema, type FeedbackItem } from '../../../../shared/feedback';
import { FormControl } from '../../../components/form/form-control';
import { FormDialog, FormDialogContent } from '../../../components/form/form-dialog';
import { useFormSubmit, useZodForm } from '../../../components/form/use-zod-form';
import { errorText } from '../../../lib/api-errors';
import { formatNumber } from '../../../lib/format';
import { useReplyToFeedback } from '../api/reply-feedback';
import { textareaClass } from '../../../components/ui/textarea-class';

interface ReplyDialogProps {
  /** The message answered; null: closed. */
  item: FeedbackItem | null;
  onClose: () => void;
  onSent: (item: FeedbackItem) => void;
}

/** The admin's reply to one message (POST /api/admin/feedback/:id/reply): a notification to the sender. */
export function ReplyDialog({ item, onClose, onSent }: ReplyDialogProps) {
  return (
    <FormDialog open={item !== null} onClose={onClose}>
      {/* Keyed by item, so each opening starts empty, without the last one's answer. */}
      {item && <ReplyForm key={item.id} item={item} onClose={onClose} onSent={onSent} />}
    </FormDialog>
  );
}

function ReplyForm({ item, onClose, onSent }: ReplyDialogProps & { item: FeedbackItem }) {
  const { t } = useTranslation();
  const reply = useReplyToFeedback();
  const form = useZodForm(replyFeedbackSchema, { defaultValues: { message: '' } });
  const submit = useFormSubmit(form, ({ message }) => reply.mutateAsync({ id: item.id, message }), {
    describe: (error) => errorText(error, t('feedback.replyDialog.failed'), t),
    onDone: (updated) => {
      onSent(updated);
      onClose();
    },
  });
  const typed = useWatch({ control: form.control, name: 'message' });
  const max = formatNumber(feedbackReplyMax);
  const name = item.user.name.trim() || item.user.email;

  return (
    <FormDialogContent
      title={t('feedback.replyDialog.title', { name })}
      titleClassName="wrap-anywhere"
      description={t('feedback.replyDialog.description')}
      closeLabel={t('feedback.replyDialog.close')}
      submitLabel={t('feedback.replyDialog.send')}
      pendingLabel={t('feedback.replyDialog.sending')}
      submit={submit}
    >
      <figure className="grid gap-1 rounded-md border border-border bg-muted/40 p-3 text-sm">
        <figcaption className="font-medium">{t('feedback.replyDialog.original')}</figcaption>
        <p className="max-h-40 overflow-y-auto whitespace-pre-wrap wrap-anywhere">{item.message}</p>
      </figure>
      <FormControl
        form={form}
        name="message"
        label={t('feedback.replyDialog.label')}
        hint={t('feedback.replyDialog.count', { count: typed.trim().length, max })}
      >
        {(control) => <textarea {...control} rows={5} className={textareaClass} />}
      </FormControl>
    </FormDialogContent>
  );
}
