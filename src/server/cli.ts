import { pino } from 'pino';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { createAdminModule } from './modules/admin';
import { createAuthModule } from './modules/auth';
import { plansOnly } from './modules/billing';
import { createUsersModule } from './modules/users';
import { createMailer } from './platform/mailer';
import { unauthorized } from './platform/app-error';
import type { Guards } from './platform/guards';
import { parseProbeArgs, runProbe, runProbeOnce } from './probe';

// `npm run cli -- <command>`: operator commands that run against the configured database.
// On the embedded database the server must be stopped first (one process per data directory).
// `probe` is the exception: it runs on another machine, which has neither.

const usage = `Usage: npm run cli -- <command>

Commands:
  migrate                 apply pending database migrations and exit
  admin grant <email>     make the account with this email an admin
  admin revoke <email>    take admin away (never from the last admin)
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
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 1,
  });
  try {
    switch (command) {
      case 'migrate':
        await migrateDatabase(database);
        process.stdout.write('Migrations applied.\n');
        return 0;
      case 'admin': {
        const [, action, email] = args;
        if ((action !== 'grant' && action !== 'revoke') || !email) {
          process.stderr.write(`${usage}\n`);
          return 1;
        }
        await migrateDatabase(database);
        const { db } = database;
        // No HTTP here: the modules' routes are never registered, so no request is guarded.
        const noRequests: Guards = {
          requireUser: () => Promise.reject(unauthorized()),
          requireAdmin: () => Promise.reject(unauthorized()),
        };
        const logger = pino({ level: 'silent' });
        const admin = createAdminModule({ db, guards: noRequests, logger });
        const auth = createAuthModule({
          config,
          db,
          mailer: createMailer({
            smtpUrl: config.smtpUrl,
            from: config.mailFrom,
            dataDir: config.dataDir,
            logger,
          }),
          issuer: 'Ringkas',
          logger,
        });
        const users = createUsersModule({
          db,
          auth: auth.api,
          billing: plansOnly(db, logger),
          now: () => new Date(),
          trialDays: () => admin.api.brand.trialDays(),
          // Granting admin changes no preference; no domain list is needed here.
          domainsOf: async () => [],
        });
        await users.api.users.setAdminByEmail(email, action === 'grant');
        process.stdout.write(`${email} is ${action === 'grant' ? 'now an admin' : 'no longer an admin'}.\n`);
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
