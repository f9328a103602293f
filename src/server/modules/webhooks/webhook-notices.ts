import { pages } from '../../../shared/pages';
import { maxConsecutiveFailures } from '../../../shared/webhooks';
import type { NotifyInput } from '../notifications';
import type { Language, Reader } from '../../platform/text/i18n';
import { webhooksText } from './texts-id';
import type { EndpointRow } from './webhooks.repo';

// What a workspace's members are told in the app, and on Telegram by those who keep the
// "webhooks failing" event on (its group too), when an endpoint keeps failing and when the server
// turned it off, in each reader's language, and by email to its admins and owners (those who can
// fix the receiver or turn the endpoint on again). Each links to the endpoint's delivery log.

const hostOf = (url: string) => (URL.canParse(url) ? new URL(url).host : url);

export function failingNotice(
  endpoint: EndpointRow,
  failures: number,
  disabled: boolean,
): (reader: Reader) => NotifyInput {
  const host = hostOf(endpoint.url);
  const link = `${pages.webhooks.path}?endpoint=${endpoint.id}`;
  return ({ language }) =>
    disabled
      ? {
          type: 'webhook_disabled',
          title: webhooksText.say(language, 'Webhook endpoint {host} was turned off', { host }),
          body: webhooksText.say(language, '{reason} Fix the receiver, then turn the endpoint on again.', {
            reason: webhooksText.local(endpoint.disabledReason ?? disabledReasonOf(failures), language),
          }),
          link,
        }
      : {
          type: 'webhook_failing',
          title: webhooksText.say(language, 'Webhook deliveries to {host} are failing', { host }),
          body: webhooksText.say(
            language,
            '{failures} deliveries in a row have failed. After {max} the endpoint is turned off.',
            { failures, max: maxConsecutiveFailures },
          ),
          link,
        };
}

/** Why the server turned an endpoint off after `failures` (a 410 says its own). */
export function disabledReasonOf(failures: number): string {
  return failures >= maxConsecutiveFailures
    ? webhooksText.say('en', '{max} deliveries in a row failed.', { max: maxConsecutiveFailures })
    : 'The endpoint answered 410 Gone.';
}

/** The notice as an email: its title as the subject, its body and the delivery log's address. */
export function failingMail(notice: NotifyInput, language: Language, publicUrl: string) {
  return {
    subject: notice.title,
    text: [
      notice.body ?? '',
      webhooksText.say(language, 'Its delivery log: {url}', { url: `${publicUrl}${notice.link ?? ''}` }),
    ].join('\n\n'),
  };
}
