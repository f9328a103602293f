// Statements on a PostgreSQL server itself (CREATE/DROP DATABASE), for the integration tests'
// databases and the upgrade fixtures' script alike.
import pg from 'pg';

/** Runs one statement on the server at `serverUrl` over a connection of its own. */
export async function onServer(serverUrl, statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server at `serverUrl`. */
export function databaseUrlOf(serverUrl, name) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
