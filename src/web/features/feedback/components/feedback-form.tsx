import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  feedbackCategories,
  feedbackMessageMax,
  feedbackMessageMin,
  type FeedbackCategory,
} from '../../../../shared/feedback';
import { FormMessage } from '../../../components/form/form-message';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field, selectClass } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { errorText, serverFieldErrors, type FieldErrors } from '../../../lib/api-errors';
import { useSendFeedback } from '../api/send-feedback';
import { RatingField } from './rating-field';
import { textareaClass } from '../../../components/ui/textarea-class';
import { formatNumber } from '../../../lib/format';

interface FeedbackFormProps {
  /** The in-app path the user came from (sent as `page`), or null when it is not known. */
  page: string | null;
}

type FieldName = 'category' | 'message' | 'rating';

/**
 * The feedback form (POST /api/feedback): category, message and an optional rating, sent with the
 * page the user came from. Checked here first; the server's reasons show under the same fields.
 */
export function FeedbackForm({ page }: FeedbackFormProps) {
  const { t } = useTranslation();
  const send = useSendFeedback();
  const [category, setCategory] = useState<FeedbackCategory | ''>('');
  const [message, setMessage] = useState('');
  const [rating, setRating] = useState<number | null>(null);
  const [problems, setProblems] = useState<FieldErrors>({});
  const [sent, setSent] = useState(false);
  const categoryRef = useRef<HTMLSelectElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const ratingRef = useRef<HTMLInputElement>(null);
  const number = (value: number) => formatNumber(value);

  const check = (): FieldErrors => {
    const found: FieldErrors = {};
    if (!category) found.category = t('feedback.form.errors.category');
    const length = message.trim().length;
    if (length < feedbackMessageMin) {
      found.message = t('feedback.form.errors.messageShort', { min: feedbackMessageMin });
    } else if (length > feedbackMessageMax) {
      found.message = t('feedback.form.errors.messageLong', { max: number(feedbackMessageMax) });
    }
    return found;
  };

  const focusFirst = (fields: FieldErrors) => {
    if (fields.category) categoryRef.current?.focus();
    else if (fields.message) messageRef.current?.focus();
    else if (fields.rating) ratingRef.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    send.reset();
    setSent(false);
    const found = check();
    setProblems(found);
    // `!category` is already in `found`; repeated so that the type below is a category.
    if (Object.keys(found).length > 0 || !category) {
      focusFirst(found);
      return;
    }
    try {
      await send.mutateAsync({ category, message: message.trim(), rating, page });
    } catch (error) {
      // Shown from send.error below.
      focusFirst(serverFieldErrors(error));
      return;
    }
    setCategory('');
    setMessage('');
    setRating(null);
    setSent(true);
  };

  const server = serverFieldErrors(send.error);
  const errorOf = (name: FieldName) => problems[name] ?? server[name];
  const fieldFailure = (['category', 'message', 'rating'] as const).some((name) => server[name]);
  // Past the hourly limit the server's sentence says how long to wait; it alone knows.
  const failure =
    send.isError && !fieldFailure
      ? send.error instanceof ApiError && send.error.status === 429 && send.error.message
        ? send.error.message
        : (server.page ?? errorText(send.error, t('feedback.form.failed'), t))
      : null;

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="feedback-form-title"
      className="grid gap-5 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-6"
    >
      <h2 id="feedback-form-title" className="text-lg font-semibold">
        {t('feedback.form.title')}
      </h2>
      {sent && <FormMessage tone="success">{t('feedback.form.sent')}</FormMessage>}
      <Field
        label={t('feedback.form.category')}
        error={errorOf('category')}
        announceError={!problems.category}
      >
        {(control) => (
          <select
            {...control}
            ref={categoryRef}
            name="category"
            className={`${selectClass} sm:max-w-xs`}
            value={category}
            onChange={(event) => setCategory(event.target.value as FeedbackCategory | '')}
          >
            <option value="">{t('feedback.form.categoryPlaceholder')}</option>
            {feedbackCategories.map((value) => (
              <option key={value} value={value}>
                {t(`feedback.categories.${value}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={t('feedback.form.message')}
        error={errorOf('message')}
        announceError={!problems.message}
        hint={
          <>
            {t('feedback.form.messageHint', {
              min: feedbackMessageMin,
              max: number(feedbackMessageMax),
            })}{' '}
            <span className="whitespace-nowrap tabular-nums">
              {t('feedback.form.messageCount', {
                count: message.trim().length,
                max: number(feedbackMessageMax),
              })}
            </span>
          </>
        }
      >
        {(control) => (
          <textarea
            {...control}
            ref={messageRef}
            name="message"
            rows={6}
            className={textareaClass}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        )}
      </Field>
      <RatingField value={rating} onChange={setRating} error={errorOf('rating')} firstInput={ratingRef} />
      {page !== null && (
        <p className="text-sm break-all text-muted-foreground">{t('feedback.form.page', { page })}</p>
      )}
      {failure && <Alert tone="error">{failure}</Alert>}
      <div>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t('feedback.form.sending') : t('feedback.form.submit')}
        </Button>
      </div>
    </form>
  );
}
