import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { createWebhookSchema, webhookEvents, type WebhookEvent } from '../../../../shared/webhooks';
import { FormControl } from '../../../components/form/form-control';
import { FormDialogFooter } from '../../../components/form/form-dialog';
import { flatFieldErrors, useFormSubmit, useZodForm } from '../../../components/form/use-zod-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DialogHeading } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { refusalText } from '../../../lib/api-errors';
import { eventDescription, eventGroups, inServerOrder } from '../lib/events';

/** What the form holds: the endpoint's address, the events it wants, a description. */
interface EndpointValues {
  url: string;
  events: string[];
  description: string;
}

/** What it sends, judged by the API's contract. */
export interface EndpointInput {
  url: string;
  events: WebhookEvent[];
  description: string;
}

interface EndpointFormProps<Result> {
  title: string;
  description: string;
  /** The endpoint's values when editing; empty when adding. */
  initial?: EndpointValues;
  submitLabel: string;
  pendingLabel: string;
  /** The sentence for a failure the server gave no words for. */
  failed: string;
  action: (input: EndpointInput) => Promise<Result>;
  onDone: (result: Result) => void;
}

const empty: EndpointValues = { url: '', events: [], description: '' };
const urlMax = 2_048;
const descriptionMax = 200;

/**
 * An endpoint's fields inside a dialog (adding or editing one): the HTTPS address, a description,
 * and the events it hears, by what they are about. Judged by the API's own contract before it is
 * sent; the server's refusals (a private address, the plan, the limit) land on the same fields or
 * under them in its own words.
 */
export function EndpointForm<Result>({
  title,
  description,
  initial = empty,
  submitLabel,
  pendingLabel,
  failed,
  action,
  onDone,
}: EndpointFormProps<Result>) {
  const { t } = useTranslation();
  const ids = useId();
  const form = useZodForm(createWebhookSchema, {
    defaultValues: initial,
    // In the server's order, whatever order they were ticked in.
    toInput: (values: EndpointValues) => ({ ...values, events: inServerOrder(values.events) }),
  });
  const send = async (body: EndpointInput) => {
    try {
      return await action(body);
    } catch (error) {
      // The plan's refusal names its field too, but its whole sentence (which plans have
      // webhooks) is what to read: shown under the form rather than cut to the field's part.
      if (error instanceof ApiError && error.status === 403)
        throw new ApiError(error.status, error.code, error.message);
      throw error;
    }
  };
  const submit = useFormSubmit(form, (body) => send({ ...body, description: body.description ?? '' }), {
    // A plan without webhooks (403, naming the plans that have them) and the endpoints' limit (409)
    // are the server's sentences.
    describe: (error) => refusalText(error, failed, t, { statuses: [403, 409] }),
    onDone: (result) => onDone(result),
  });
  const chosen = useController({ control: form.control, name: 'events' });
  const problems = flatFieldErrors(form.formState.errors);
  const eventProblems = [
    ...new Set(
      Object.entries(problems)
        .filter(([key]) => key === 'events' || key.startsWith('events.'))
        .map(([, message]) => message),
    ),
  ];
  const otherProblems = Object.entries(problems)
    .filter(([key]) => !['url', 'description', 'events'].some((f) => key === f || key.startsWith(`${f}.`)))
    .map(([, message]) => message);
  const failure = submit.failure ?? (otherProblems.length > 0 ? otherProblems.join(' ') : null);
  const hintId = `${ids}-events-hint`;
  const errorId = `${ids}-events-error`;
  const allChosen = chosen.field.value.length === webhookEvents.length;

  const toggle = (event: string, on: boolean) => {
    const current = chosen.field.value;
    chosen.field.onChange(on ? [...current, event] : current.filter((item) => item !== event));
  };

  return (
    <form onSubmit={submit.onSubmit} noValidate aria-label={title} className="grid min-w-0 gap-5">
      <DialogHeading title={title} description={description} />
      <FormControl form={form} name="url" label={t('webhooks.form.url')} hint={t('webhooks.form.urlHint')}>
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            maxLength={urlMax}
            placeholder="https://crm.example.com/hooks/ringkas"
          />
        )}
      </FormControl>
      <FormControl
        form={form}
        name="description"
        label={t('webhooks.form.description')}
        labelNote={t('webhooks.form.optional')}
        hint={t('webhooks.form.descriptionHint')}
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            maxLength={descriptionMax}
            placeholder={t('webhooks.form.descriptionPlaceholder')}
          />
        )}
      </FormControl>
      <fieldset
        className="grid min-w-0 gap-3"
        aria-describedby={eventProblems.length > 0 ? `${hintId} ${errorId}` : hintId}
      >
        <legend className="mb-1 text-sm font-medium">{t('webhooks.form.events')}</legend>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p id={hintId} className="text-xs text-muted-foreground">
            {t('webhooks.form.eventsHint')}
          </p>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => chosen.field.onChange(allChosen ? [] : [...webhookEvents])}
          >
            {allChosen ? t('webhooks.form.clear') : t('webhooks.form.selectAll')}
          </Button>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          {eventGroups(t).map(({ group, label, events }) => (
            <div
              key={group}
              role="group"
              aria-labelledby={`${ids}-${group}`}
              className="grid content-start gap-3 rounded-lg border border-border p-3"
            >
              <p id={`${ids}-${group}`} className="text-sm font-medium">
                {label}
              </p>
              {events.map((event) => {
                const about = eventDescription(event, t);
                const id = `${ids}-${event}`;
                return (
                  <div key={event} className="flex items-start gap-2">
                    <input
                      id={id}
                      type="checkbox"
                      name="events"
                      value={event}
                      className="mt-0.5 size-4 shrink-0 rounded border-input accent-primary focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                      aria-describedby={about ? `${id}-about` : undefined}
                      aria-invalid={eventProblems.length > 0 || undefined}
                      checked={chosen.field.value.includes(event)}
                      onChange={(change) => toggle(event, change.target.checked)}
                    />
                    <div className="grid min-w-0 gap-0.5">
                      <label htmlFor={id} className="font-mono text-sm leading-tight break-all">
                        {event}
                      </label>
                      {about && (
                        <p id={`${id}-about`} className="text-xs text-muted-foreground">
                          {about}
                        </p>
                      )}
                    </div>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
        {eventProblems.length > 0 && (
          <ul id={errorId} className="grid gap-0.5 text-sm text-destructive">
            {eventProblems.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
      </fieldset>
      {failure && <Alert tone="error">{failure}</Alert>}
      <FormDialogFooter pending={submit.pending} submitLabel={submitLabel} pendingLabel={pendingLabel} />
    </form>
  );
}
