import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseAtLevel, insertAccounts, type DatabaseAtLevel } from '../helpers/migration-level';
import { testEngine } from '../helpers/test-database';

// 0035 adds the confirmations of the bot's /disable and /enable (ADR 0034), a table of its own.
// Filled at 0034 with accounts, a team, their chats, groups, tokens and queued messages: every
// Telegram row keeps every value, no confirmation exists, and a confirmation goes with its
// workspace.

let level: DatabaseAtLevel;
beforeAll(async () => {
  level = await databaseAtLevel('0034_webhook_clicks');
});
afterAll(async () => {
  await level?.close();
});

const telegramTables = [
  'telegram_chats',
  'telegram_groups',
  'telegram_preferences',
  'telegram_connect_tokens',
  'telegram_outbox',
];

describe(`migration 0035_telegram_confirmations (${testEngine})`, () => {
  it('keeps every Telegram row as it was, starts with no confirmation, and cascades with the workspace', async () => {
    const pool = level.database.pool;
    await insertAccounts(pool, ['tg-1', 'tg-2']);
    await pool.query(
      `INSERT INTO workspaces (id, name, slug, personal) VALUES ('team-1', 'Team', 'team-1', false)`,
    );
    await pool.query(`
      INSERT INTO telegram_chats (user_id, private_chat, updated_at) VALUES
        ('tg-1', '5001', '2026-11-01T10:00:00Z'), ('tg-2', '5001', '2026-11-02T10:00:00Z')`);
    await pool.query(`
      INSERT INTO telegram_groups (workspace_id, chat_id, connected_by) VALUES
        ('team-1', '-1001000000001', 'tg-1'), ('tg-2', '-1001000000002', 'tg-2')`);
    await pool.query(
      `INSERT INTO telegram_preferences (user_id, events) VALUES ('tg-1', '{"announcements": false}')`,
    );
    await pool.query(`
      INSERT INTO telegram_connect_tokens (token_hash, user_id, workspace_id, expires_at) VALUES
        ('hash-1', 'tg-1', 'team-1', now() + interval '10 minutes')`);
    await pool.query(`
      INSERT INTO telegram_outbox (workspace_id, chat_kind, text, created_at) VALUES
        ('team-1', 'group', '<b>queued</b>', '2026-11-03T10:00:00Z')`);
    const read = async () =>
      Object.fromEntries(
        await Promise.all(
          telegramTables.map(async (table) => [
            table,
            (await pool.query(`SELECT * FROM ${table} ORDER BY 1, 2`)).rows,
          ]),
        ),
      );
    const before = await read();

    await level.upgrade('0035_telegram_confirmations');

    expect(await read()).toEqual(before);
    expect((await pool.query('SELECT count(*)::int AS n FROM telegram_confirmations')).rows[0].n).toBe(0);
    const index = await pool.query(
      `SELECT indexdef FROM pg_indexes WHERE indexname = 'telegram_confirmations_expires_idx'`,
    );
    expect(index.rows[0].indexdef).toMatch(/\(expires_at\)/);

    await pool.query(`
      INSERT INTO telegram_confirmations (workspace_id, chat_id, telegram_user_id, link_id, action, expires_at)
      VALUES ('team-1', '-1001000000001', '5001', gen_random_uuid(), 'disable', now() + interval '10 minutes')`);
    await pool.query(`DELETE FROM workspaces WHERE id = 'team-1'`);
    expect((await pool.query('SELECT count(*)::int AS n FROM telegram_confirmations')).rows[0].n).toBe(0);
  });
});
