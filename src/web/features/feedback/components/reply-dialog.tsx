import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { feedbackReplyMax, type FeedbackItem } from '../../../../shared/feedback';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { errorText, serverFieldErrors } from '../../../lib/api-errors';
import { useReplyToFeedback } from '../api/reply-feedback';
import { textareaClass } from './textarea-class';
import { formatNumber } from '../../../lib/format';

interface ReplyDialogProps {
  /** The message answered; null: closed. */
  item: FeedbackItem | null;
  onClose: () => void;
  onSent: (item: FeedbackItem) => void;
}

/** The admin's reply to one message (POST /api/admin/feedback/:id/reply): a notification to the sender. */
export function ReplyDialog({ item, onClose, onSent }: ReplyDialogProps) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      {/* Keyed by item, so each opening starts empty, without the last one's answer. */}
      {item && <ReplyContent key={item.id} item={item} onClose={onClose} onSent={onSent} />}
    </Dialog>
  );
}

function ReplyContent({ item, onClose, onSent }: ReplyDialogProps & { item: FeedbackItem }) {
  const { t } = useTranslation();
  const reply = useReplyToFeedback();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const max = formatNumber(feedbackReplyMax);
  const name = item.user.name.trim() || item.user.email;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reply.isPending) return;
    reply.reset();
    const message = text.trim();
    const local =
      message === ''
        ? t('feedback.replyDialog.empty')
        : message.length > feedbackReplyMax
          ? t('feedback.replyDialog.tooLong', { max })
          : null;
    setProblem(local);
    if (local) {
      field.current?.focus();
      return;
    }
    try {
      const updated = await reply.mutateAsync({ id: item.id, message });
      onSent(updated);
      onClose();
    } catch {
      // Shown from reply.error below.
      field.current?.focus();
    }
  };

  const fieldError = problem ?? serverFieldErrors(reply.error).message;
  const otherFailure = reply.isError && !fieldError;

  return (
    <DialogContent closeLabel={t('feedback.replyDialog.close')}>
      <DialogHeader>
        <DialogTitle className="wrap-anywhere">{t('feedback.replyDialog.title', { name })}</DialogTitle>
        <DialogDescription>{t('feedback.replyDialog.description')}</DialogDescription>
      </DialogHeader>
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
        <figure className="grid gap-1 rounded-md border border-border bg-muted/40 p-3 text-sm">
          <figcaption className="font-medium">{t('feedback.replyDialog.original')}</figcaption>
          <p className="max-h-40 overflow-y-auto whitespace-pre-wrap wrap-anywhere">{item.message}</p>
        </figure>
        <Field
          label={t('feedback.replyDialog.label')}
          error={fieldError}
          announceError={!problem}
          hint={t('feedback.replyDialog.count', { count: text.trim().length, max })}
        >
          {(control) => (
            <textarea
              {...control}
              ref={field}
              name="reply"
              rows={5}
              className={textareaClass}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </Field>
        {otherFailure && (
          <Alert tone="error">{errorText(reply.error, t('feedback.replyDialog.failed'), t)}</Alert>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={reply.isPending}>
              {t('common.cancel')}
            </Button>
          </DialogClose>
          <Button type="submit" disabled={reply.isPending}>
            {reply.isPending ? t('feedback.replyDialog.sending') : t('feedback.replyDialog.send')}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
