import type { JobSpec } from '../wiring/job-spec';
import type { JobQueue } from '../wiring/module';
import type { SecretBox } from '../runtime/secret-box';
import type { MailMessage, Mailer } from './mailer';

// Mail leaves through the job queue, not on the request that asked for it: a sign-up, a reset or
// an invitation answers at once whether the SMTP server is quick, slow or hanging, and a message
// that cannot go out now is tried again (pg-boss's retries, with a time-out on every attempt:
// mailer.ts) instead of failing the request or being dropped. A message holds sign-in codes and
// reset links, so the queue keeps it sealed (secret-box.ts): the job table alone reveals none.
//
// Retries: 30 s, then doubling, five times (about 15 minutes in all); a sign-in code has expired
// by then, a reset link or an invitation has not. A run may happen twice (a process stopped mid
// send): a second copy of a message is the lesser harm.

export const mailJobName = 'mail.send';

/** The mailer the modules use in the server: each message queued, sealed. */
export function queuedMailer(queue: JobQueue, box: SecretBox): Mailer {
  return {
    async send(message) {
      await queue.enqueue(mailJobName, { sealed: box.seal(JSON.stringify(message)) });
    },
  };
}

/** The job that sends a queued message through the transport (SMTP, or the outbox directory). */
export function mailJob(transport: Mailer, box: SecretBox, timeoutMs: number): JobSpec {
  return {
    name: mailJobName,
    retry: { limit: 5, delaySeconds: 30, backoff: true },
    // An attempt is bounded by the transport's own time-outs (connection, greeting, each reply);
    // this only catches one that somehow is not.
    expireInSeconds: Math.max(60, Math.ceil((timeoutMs * 4) / 1000)),
    async run({ data }) {
      const sealed = (data as { sealed?: unknown } | null)?.sealed;
      if (typeof sealed !== 'string') throw new Error('mail.send: no sealed message');
      const message = JSON.parse(box.open(sealed)) as MailMessage;
      await transport.send(message);
      return { sent: true };
    },
  };
}
