import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseAtLevel, type DatabaseAtLevel } from '../helpers/migration-level';
import { testEngine } from '../helpers/test-database';

// 0019 adds the account's theme. Accounts filled at 0018 keep every value and start on "system".

let level: DatabaseAtLevel;
beforeAll(async () => {
  level = await databaseAtLevel('0018_link_imports');
});
afterAll(async () => {
  await level?.close();
});

describe(`migration 0019_account_theme (${testEngine})`, () => {
  it('carries every account over and gives each the system theme', async () => {
    const pool = level.database.pool;
    for (const [index, language] of ['en', 'id', 'id'].entries()) {
      const id = `user-${index}`;
      await pool.query(
        `INSERT INTO auth_user (id, name, email, email_verified, created_at, updated_at)
         VALUES ($1, $2, $3, true, now(), now())`,
        [id, `Name ${index}`, `${id}@example.com`],
      );
      await pool.query(
        `INSERT INTO users (id, email, username, name, subscription_plan, subscription_expires, timezone, language)
         VALUES ($1, $2, $3, $4, 'vip', '2027-01-01T00:00:00Z', 'Asia/Jakarta', $5)`,
        [id, `${id}@example.com`, `user${index}`, `Name ${index}`, language],
      );
    }
    const columns = 'id, email, username, name, subscription_plan, subscription_expires, timezone, language';
    const before = (await pool.query(`SELECT ${columns} FROM users ORDER BY id`)).rows;

    // To 0019 only: 0022 moves the subscription columns this test reads to the workspaces.
    await level.upgrade('0019_account_theme');

    const after = (await pool.query(`SELECT ${columns}, theme FROM users ORDER BY id`)).rows;
    expect(after.map(({ theme: _theme, ...rest }) => rest)).toEqual(before);
    expect(after.map((row) => row.theme)).toEqual(['system', 'system', 'system']);
  });
});
