import type { ReceivedMail } from '../fakes/smtp-server';

/** Waits for a message to `to` whose subject matches (received at `after` or later), newest first. */
export async function waitForMail(to: string, subject: RegExp, after = 0): Promise<ReceivedMail> {
  const mailbox = process.env.E2E_MAILBOX_URL;
  if (!mailbox) throw new Error('E2E_MAILBOX_URL is not set: run through playwright.config.ts');
  const deadline = Date.now() + 15_000;
  for (;;) {
    const response = await fetch(`${mailbox}/messages?to=${encodeURIComponent(to)}`);
    const messages = (await response.json()) as ReceivedMail[];
    const found = messages.filter((mail) => subject.test(mail.subject) && mail.receivedAt >= after).at(-1);
    if (found) return found;
    if (Date.now() > deadline) {
      throw new Error(
        `no email to ${to} matching ${subject}; got: ${messages.map((m) => m.subject).join(', ')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
