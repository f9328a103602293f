import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  announcementBodyMax,
  announcementInputSchema,
  type AnnouncementInput,
  type AnnouncementPreview,
} from '../../../../shared/telegram';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field, selectClass } from '../../../components/ui/field';
import { refusalText, serverFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/api-errors';
import { usePreviewAnnouncement } from '../api/preview-announcement';
import { useSendAnnouncement } from '../api/send-announcement';
import { planLabel, type AudiencePlan } from '../lib/plan-label';
import { TelegramHtml } from './telegram-html';
import { formatNumber } from '../../../lib/format';
import { FormField } from '../../../components/form/form-field';

/** The plans an announcement may be sent to the users of; the route reads them (billing's list). */
export interface AudiencePlans {
  plans: AudiencePlan[];
  /** The list could not be loaded: only "everyone" is offered, and the field says why. */
  failed: boolean;
}

/** The select's value for every user (audience_plan null). */
const everyone = '';

const textareaClass =
  'min-h-32 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm';

/**
 * A new announcement: audience, title and message; then the server's preview (who gets it, how it
 * reads in the app and on Telegram); then, confirmed, sent. Changing anything drops the preview, so
 * what is sent is always what was previewed.
 */
export function AnnouncementComposer({ plans }: { plans: AudiencePlans }) {
  const { t } = useTranslation();
  const ids = useId();
  const preview = usePreviewAnnouncement();
  const send = useSendAnnouncement();
  const titleInput = useRef<HTMLInputElement>(null);
  const [audience, setAudience] = useState(everyone);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [problems, setProblems] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState(false);
  /** What was previewed, exactly as it will be sent. */
  const [previewed, setPreviewed] = useState<{
    input: AnnouncementInput;
    preview: AnnouncementPreview;
  } | null>(null);
  const [sentTo, setSentTo] = useState<number | null>(null);
  /** The dialog closed because the announcement went: focus goes back to the emptied form. */

  const edited = () => {
    setPreviewed(null);
    setSentTo(null);
    setProblems({});
    preview.reset();
    send.reset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (preview.isPending) return;
    edited();
    const parsed = announcementInputSchema.safeParse({
      audience_plan: audience === everyone ? null : audience,
      title,
      body,
    });
    if (!parsed.success) {
      setProblems(zodFieldErrors(parsed.error));
      titleInput.current?.focus();
      return;
    }
    try {
      setPreviewed({ input: parsed.data, preview: await preview.mutateAsync(parsed.data) });
    } catch (error) {
      setProblems(serverFieldErrors(error));
    }
  };

  /** Once sent: who was told, and the composer empty for the next one. */
  const afterSent = () => {
    setConfirming(false);
    setSentTo(previewed?.preview.recipients ?? 0);
    setPreviewed(null);
    setTitle('');
    setBody('');
    setAudience(everyone);
  };

  const otherFailure = preview.isError && Object.keys(problems).length === 0;

  const recipients = previewed?.preview.recipients ?? 0;

  return (
    <div className="grid gap-4">
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={t('telegram.announce.formLabel')}
        className="grid gap-4"
      >
        <Field
          label={t('telegram.announce.audience')}
          hint={plans.failed ? t('telegram.announce.plansFailed') : undefined}
          error={problems.audience_plan}
          announceError
        >
          {(control) => (
            <select
              {...control}
              name="audience_plan"
              className={`${selectClass} sm:max-w-xs`}
              value={audience}
              onChange={(event) => {
                setAudience(event.target.value);
                edited();
              }}
            >
              <option value={everyone}>{t('telegram.announce.everyone')}</option>
              {plans.plans.map((plan) => (
                <option key={plan.name} value={plan.name}>
                  {t('telegram.announce.planUsers', { plan: planLabel(plan.name, plans.plans) })}
                </option>
              ))}
            </select>
          )}
        </Field>
        <FormField
          label={t('telegram.announce.title')}
          error={problems.title}
          announceError
          ref={titleInput}
          name="title"
          autoComplete="off"
          value={title}
          onChange={(event) => {
            setTitle(event.target.value);
            edited();
          }}
        />
        <Field
          label={t('telegram.announce.body')}
          hint={t('telegram.announce.bodyHint', { max: formatNumber(announcementBodyMax) })}
          error={problems.body}
          announceError
        >
          {(control) => (
            <textarea
              {...control}
              name="body"
              rows={5}
              className={textareaClass}
              value={body}
              onChange={(event) => {
                setBody(event.target.value);
                edited();
              }}
            />
          )}
        </Field>
        <div>
          <Button type="submit" variant="outline" disabled={preview.isPending}>
            {preview.isPending ? t('telegram.announce.previewing') : t('telegram.announce.preview')}
          </Button>
        </div>
        {otherFailure && (
          <Alert tone="error">{refusalText(preview.error, t('telegram.announce.previewFailed'), t)}</Alert>
        )}
      </form>

      {sentTo !== null && <Alert tone="success">{t('telegram.announce.sending', { count: sentTo })}</Alert>}

      {previewed && (
        <section
          aria-labelledby={`${ids}-preview`}
          className="grid gap-4 rounded-lg border border-border bg-muted/30 p-3 sm:p-4"
        >
          <h3 id={`${ids}-preview`} className="font-semibold">
            {t('telegram.announce.previewTitle')}
          </h3>
          <p className="text-sm">
            {recipients === 0
              ? t('telegram.announce.nobody')
              : t('telegram.announce.recipients', {
                  count: recipients,
                  telegram: previewed.preview.telegram_recipients,
                })}
          </p>
          <div className="grid gap-4 md:grid-cols-2">
            <figure className="grid min-w-0 content-start gap-2">
              <figcaption className="text-xs font-medium text-muted-foreground uppercase">
                {t('telegram.announce.inApp')}
              </figcaption>
              <div className="grid gap-1 rounded-md border border-border bg-background p-3 text-sm">
                <p className="font-semibold break-words">{previewed.preview.in_app.title}</p>
                <p className="break-words whitespace-pre-wrap text-muted-foreground">
                  {previewed.preview.in_app.body}
                </p>
              </div>
            </figure>
            <figure className="grid min-w-0 content-start gap-2">
              <figcaption className="text-xs font-medium text-muted-foreground uppercase">
                {t('telegram.announce.onTelegram')}
              </figcaption>
              <TelegramHtml
                html={previewed.preview.telegram_html}
                className="rounded-md border border-border bg-background p-3 text-sm break-words whitespace-pre-wrap"
              />
            </figure>
          </div>
          <div>
            <Button disabled={recipients === 0} onClick={() => setConfirming(true)}>
              {t('telegram.announce.send', { count: recipients })}
            </Button>
          </div>
        </section>
      )}

      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        tone="default"
        title={t('telegram.announce.confirmTitle', { count: recipients })}
        description={t('telegram.announce.confirmDescription', {
          count: previewed?.preview.telegram_recipients ?? 0,
        })}
        confirmLabel={t('telegram.announce.send', { count: recipients })}
        pendingLabel={t('telegram.announce.sendingNow')}
        onConfirm={() => send.mutateAsync(previewed!.input)}
        errorText={(error) => refusalText(error, t('telegram.announce.sendFailed'), t)}
        onDone={afterSent}
        // The button that opened the dialog went with the preview.
        focusAfterDone={() => titleInput.current?.focus()}
      />
    </div>
  );
}
