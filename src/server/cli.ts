import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';

// `npm run cli -- <command>`: operator commands that run against the configured database.
// On the embedded database the server must be stopped first (one process per data directory).

const usage = `Usage: npm run cli -- <command>

Commands:
  migrate      apply pending database migrations and exit
  help         show this text`;

async function main(args: string[]): Promise<number> {
  const [command] = args;
  if (!command || command === 'help' || command === '--help') {
    process.stdout.write(`${usage}\n`);
    return command ? 0 : 1;
  }
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
      default:
        process.stderr.write(`Unknown command: ${command}\n\n${usage}\n`);
        return 1;
    }
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
