import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

describe('mailer without SMTP', () => {
  it('writes each message to DATA_DIR/outbox as an .eml readable by the owner only', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rk-mail-'));
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Ringkas <no-reply@localhost>',
      dataDir,
      logger: pino({ level: 'silent' }),
    });
    await mailer.send({
      to: 'a@example.com',
      subject: 'Reset',
      text: 'Open https://x.example/reset?token=abc',
    });
    const files = readdirSync(join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    const file = join(dataDir, 'outbox', files[0]!);
    expect(files[0]).toMatch(/\.eml$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const eml = readFileSync(file, 'utf8');
    expect(eml).toContain('Subject: Reset');
    expect(eml).toContain('To: a@example.com');
    expect(eml).toContain('https://x.example/reset?token=abc');
  });
});
