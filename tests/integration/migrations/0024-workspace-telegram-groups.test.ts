import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pool } from 'pg';
import { databaseAtLevel, insertAccounts, type DatabaseAtLevel } from '../helpers/migration-level';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { testEngine } from '../helpers/test-database';

// 0024 moves each account's Telegram group to its personal workspace (which has the account's id),
// connected by the account; a message queued for the group, and a connect token not yet used,
// name that workspace. Filled at 0023 with accounts that have a private chat and a group, only a
// group, only a private chat, queued and sent messages and an open token: every value is carried
// over, and the new code finds the chats where the old one had them.

let level: DatabaseAtLevel;
let app: TestApp | undefined;
beforeAll(async () => {
  level = await databaseAtLevel('0023_workspace_members');
});
afterAll(async () => {
  if (app) await app.close();
  else await level?.close();
});

async function fill(pool: Pool) {
  await insertAccounts(pool, ['acct-1', 'acct-2', 'acct-3', 'acct-4']);
  await pool.query(`
    INSERT INTO telegram_chats (user_id, private_chat, group_chat, updated_at) VALUES
      ('acct-1', '5001', '-1001000000001', '2026-10-01T10:00:00Z'),
      ('acct-2', NULL, '-1001000000002', '2026-10-02T10:00:00Z'),
      ('acct-3', '5003', NULL, '2026-10-03T10:00:00Z')`);
  await pool.query(
    `INSERT INTO telegram_preferences (user_id, events) VALUES ('acct-2', '{"domain_down_up": false}'::jsonb)`,
  );
  await pool.query(`
    INSERT INTO telegram_outbox (user_id, chat_kind, text, state, attempts, created_at) VALUES
      ('acct-1', 'group', '<b>queued for the group</b>', 'pending', 1, '2026-10-05T10:00:00Z'),
      ('acct-1', 'private', '<b>sent to the chat</b>', 'sent', 1, '2026-10-04T10:00:00Z'),
      ('acct-2', 'group', '<b>failed in the group</b>', 'failed', 3, '2026-10-03T10:00:00Z')`);
  await pool.query(`
    INSERT INTO telegram_connect_tokens (token_hash, user_id, expires_at) VALUES
      ('hash-open', 'acct-3', now() + interval '10 minutes')`);
}

describe(`migration 0024_workspace_telegram_groups (${testEngine})`, () => {
  it("makes each account's group its personal workspace's and keeps every value", async () => {
    const pool = level.database.pool;
    await fill(pool);
    const chatsBefore = (await pool.query('SELECT * FROM telegram_chats ORDER BY user_id')).rows;
    const outboxBefore = (await pool.query('SELECT * FROM telegram_outbox ORDER BY created_at')).rows;
    const tokensBefore = (await pool.query('SELECT * FROM telegram_connect_tokens')).rows;
    const preferencesBefore = (await pool.query('SELECT * FROM telegram_preferences')).rows;

    await level.upgrade('0024_workspace_telegram_groups');

    const groups = (await pool.query('SELECT * FROM telegram_groups ORDER BY workspace_id')).rows;
    expect(groups).toEqual(
      chatsBefore
        .filter((row) => row.group_chat !== null)
        .map((row) => ({
          workspace_id: row.user_id,
          chat_id: row.group_chat,
          connected_by: row.user_id,
          updated_at: row.updated_at,
        })),
    );
    // A row holds a private chat now: the account whose only chat was a group keeps none.
    const chats = (await pool.query('SELECT * FROM telegram_chats ORDER BY user_id')).rows;
    expect(chats).toEqual(
      chatsBefore.filter((row) => row.private_chat !== null).map(({ group_chat: _group, ...row }) => row),
    );
    const outbox = (await pool.query('SELECT * FROM telegram_outbox ORDER BY created_at')).rows;
    expect(outbox.map(({ workspace_id: _workspace, ...row }) => row)).toEqual(outboxBefore);
    expect(outbox.map((row) => [row.chat_kind, row.workspace_id])).toEqual([
      ['group', 'acct-2'],
      ['private', null],
      ['group', 'acct-1'],
    ]);
    const tokens = (await pool.query('SELECT * FROM telegram_connect_tokens')).rows;
    expect(tokens.map(({ workspace_id: _workspace, ...row }) => row)).toEqual(tokensBefore);
    expect(tokens.map((row) => row.workspace_id)).toEqual(['acct-3']);
    expect((await pool.query('SELECT * FROM telegram_preferences')).rows).toEqual(preferencesBefore);
  });

  it('finds each chat through the new code where the old code had it', async () => {
    await level.database.close();
    app = await buildTestApp({ location: level.location });
    const chats = await Promise.all(
      ['acct-1', 'acct-2', 'acct-3', 'acct-4'].map((id) => app!.parts.telegram.chatsOf(id)),
    );
    expect(chats).toEqual([
      { privateChat: '5001', groupChat: '-1001000000001' },
      { privateChat: null, groupChat: '-1001000000002' },
      { privateChat: '5003', groupChat: null },
      null,
    ]);
  });
});
