import { pino } from 'pino';
import { adminUsersQuerySchema } from '../shared/admin-users';
import type { Database } from './db/client';
import { loadConfig } from './config';
import { backupCommand, migrateToCommand, restoreCommand } from './db/backup-commands';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { describePlan, migrationPlan } from './db/migration-plan';
import { composeApp } from './app';
import { createPlatform } from './platform/wiring/create-platform';
import { createMetrics } from './platform/runtime/metrics';
import { parseProbeArgs, runProbe, runProbeOnce } from './probe';

// `npm run cli -- <command>`: operator commands that run against the configured database.
// On the embedded database the server must be stopped first (one process per data directory).
// `probe` is the exception: it runs on another machine, which has neither.

const usage = `Usage: npm run cli -- <command>

Commands:
  migrate                 apply pending database migrations and exit
  migrate --dry-run       list the migrations an upgrade would apply, and their statements,
                          changing nothing
  admin grant <email>     make the account with this email an admin
  admin revoke <email>    take admin away (never from the last admin)
  users [search]          list accounts (the newest 50, or those matching a part of the email,
                          name or username)
  user plan <email> <plan> <days>
                          put the account on a plan for that many days from now ("basic": no end)
  user disable <email> [reason]
                          disable the account: its sessions end, sign-in is refused, its links
                          answer not-found (a running server on PostgreSQL hears it at once)
  user enable <email>     enable it again
  audit [target]          the newest 50 audit entries (target: user:<id>, plan:<name>, ...)
  backup <file>           write a snapshot of the embedded database (and DATA_DIR's auth secret) to
                          a gzip file; works while the server runs (on PostgreSQL: use pg_dump)
  restore <file>          restore a backup into an empty data directory (the server stopped), or
                          into an empty PostgreSQL database when DATABASE_URL is set
  migrate-to <postgres-url>
                          copy the embedded database into an empty PostgreSQL database, checking
                          every table's row count (the server stopped); then start with DATABASE_URL
  probe --server <url> --token <token> [--once]
                          run a remote probe for block checks: ask the admin's filtering
                          resolvers it serves from this machine and report to the server
                          (https:// unless localhost); every minute, or one round with --once
  help                    show this text`;

async function main(args: string[]): Promise<number> {
  const [command] = args;
  if (!command || command === 'help' || command === '--help') {
    process.stdout.write(`${usage}\n`);
    return command ? 0 : 1;
  }
  // Before the configuration and the database: a probe's machine has neither.
  if (command === 'probe') return probe(args.slice(1));
  const config = loadConfig();
  // These open their databases themselves: backup reads from a running server too.
  if (command === 'backup') return backupCommand(config, args.slice(1));
  if (command === 'restore') return restoreCommand(config, args.slice(1));
  if (command === 'migrate-to') return migrateToCommand(config, args.slice(1));
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 1,
  });
  try {
    switch (command) {
      case 'migrate':
        if (args[1] === '--dry-run') {
          process.stdout.write(describePlan(await migrationPlan(database)));
          return 0;
        }
        await migrateDatabase(database);
        process.stdout.write('Migrations applied.\n');
        return 0;
      case 'admin': {
        const [, action, email] = args;
        if ((action !== 'grant' && action !== 'revoke') || !email) {
          process.stderr.write(`${usage}\n`);
          return 1;
        }
        const { users } = await operatorParts(config, database);
        await users.users.setAdminByEmail(email, action === 'grant');
        process.stdout.write(`${email} is ${action === 'grant' ? 'now an admin' : 'no longer an admin'}.\n`);
        return 0;
      }
      case 'users': {
        const { users } = await operatorParts(config, database);
        const query = adminUsersQuerySchema.parse({ q: args[1], per_page: '50' });
        const page = await users.admin.list(query);
        for (const user of page.items) {
          const flags = [user.is_admin ? 'admin' : '', user.disabled ? 'disabled' : '']
            .filter(Boolean)
            .join(',');
          process.stdout.write(
            `${user.email}\t${user.plan}\t${user.expires ?? '-'}\t${flags || '-'}\t${user.id}\n`,
          );
        }
        process.stdout.write(`${page.items.length} of ${page.total} accounts.\n`);
        return 0;
      }
      case 'user':
        return userCommand(args.slice(1), await operatorParts(config, database));
      case 'audit': {
        const { users } = await operatorParts(config, database);
        for (const entry of await users.admin.auditLog({ target: args[1], limit: 50 })) {
          process.stdout.write(
            `${entry.created_at}\t${entry.actor?.email ?? '(command line)'}\t${entry.action}\t${entry.target}\t` +
              `${JSON.stringify(entry.before ?? null)} -> ${JSON.stringify(entry.after ?? null)}\n`,
          );
        }
        return 0;
      }
      default:
        process.stderr.write(`Unknown command: ${command}\n\n${usage}\n`);
        return 1;
    }
  } finally {
    await database.close();
  }
}

async function probe(args: string[]): Promise<number> {
  const parsed = parseProbeArgs(args);
  if ('error' in parsed) {
    process.stderr.write(`${parsed.error}\n\n${usage}\n`);
    return 1;
  }
  if (parsed.once) {
    const round = await runProbeOnce(parsed);
    process.stdout.write(`Asked ${round.asked} questions, reported ${round.reported} answers.\n`);
    return 0;
  }
  const stop = new AbortController();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop.abort());
  process.stdout.write(`Probing for ${parsed.server}; stop with Ctrl+C.\n`);
  await runProbe({ ...parsed, signal: stop.signal });
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);

/**
 * The modules operator commands use, created as the server creates them but neither started nor
 * serving HTTP: what follows a change here (a plan's caches, its check schedules) follows as it
 * does in the server. No job runs or is queued here.
 */
async function operatorParts(config: ReturnType<typeof loadConfig>, database: Database) {
  await migrateDatabase(database);
  const platform = createPlatform({
    // Nothing here is rate-limited: no Redis connection to open and close.
    config: { ...config, redisUrl: undefined },
    database,
    logger: pino({ level: 'silent' }),
    now: () => new Date(),
    metrics: createMetrics(),
    scheduler: {
      enqueue: (name) => Promise.reject(new Error(`The command line queues no jobs (${name}).`)),
    },
    queueMail: false,
  });
  const { services } = await composeApp(platform);
  return { users: services.users, profiles: services.profiles };
}

async function userCommand(
  args: string[],
  { users, profiles }: Awaited<ReturnType<typeof operatorParts>>,
): Promise<number> {
  const [action, email, ...rest] = args;
  const id = email ? await profiles.findIdByEmail(email) : null;
  if (!action || !email) {
    process.stderr.write(`${usage}\n`);
    return 1;
  }
  if (!id) {
    process.stderr.write(`No account has the email ${email}.\n`);
    return 1;
  }
  switch (action) {
    case 'plan': {
      const [plan, days] = rest;
      const count = Number(days);
      if (!plan || (plan !== 'basic' && (!Number.isInteger(count) || count < 1))) {
        process.stderr.write('Give the plan and a whole number of days, e.g. user plan a@b.c medium 30\n');
        return 1;
      }
      const expires = plan === 'basic' ? null : new Date(Date.now() + count * 86_400_000).toISOString();
      const detail = await users.admin.setSubscription(null, id, plan, expires);
      process.stdout.write(`${email} is on ${detail.user.plan} until ${detail.user.expires ?? 'no end'}.\n`);
      return 0;
    }
    case 'disable':
    case 'enable': {
      const reason = rest.join(' ').trim() || undefined;
      await users.admin.setDisabled(null, id, action === 'disable', reason);
      process.stdout.write(`${email} is ${action === 'disable' ? 'disabled' : 'enabled'}.\n`);
      return 0;
    }
    default:
      process.stderr.write(`Unknown user action: ${action}\n\n${usage}\n`);
      return 1;
  }
}
