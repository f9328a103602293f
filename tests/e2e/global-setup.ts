import { rm } from 'node:fs/promises';
import { startServer } from './server';

// One server for the browser tests, started as a user starts it; its URL reaches the tests
// through the environment (workers start after this and inherit it).
export default async function globalSetup() {
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    await server.stop();
    await rm(server.dataDir, { recursive: true, force: true });
  };
}
