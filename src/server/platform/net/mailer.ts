import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

// Outgoing mail. With SMTP_URL it goes through that server; without, each message is written to
// DATA_DIR/outbox/ as an .eml file and its subject and links are logged, so a self-hoster can
// finish a password reset on a fresh install with no mail server.

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  logger: FastifyBaseLogger;
  /** How long the SMTP server may take to connect, to greet, and to answer each command. */
  timeoutMs?: number;
}

const linkPattern = /https?:\/\/\S+/g;

export function createMailer({ smtpUrl, from, dataDir, logger, timeoutMs = 10_000 }: MailerOptions): Mailer {
  if (smtpUrl) {
    // nodemailer's own defaults wait 2 minutes to connect and 10 minutes for an answer.
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
        logger.info({ to: message.to, subject: message.subject }, 'email sent');
      },
    };
  }

  const outbox = join(dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(outbox, { recursive: true, mode: 0o700 });
      const file = join(
        outbox,
        `${new Date().toISOString().replaceAll(':', '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
      );
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      logger.warn(
        { to: message.to, subject: message.subject, links: message.text.match(linkPattern) ?? [], file },
        'SMTP_URL is not set: email written to the outbox instead of sent',
      );
    },
  };
}
