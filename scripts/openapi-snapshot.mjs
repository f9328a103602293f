// `npm run openapi:snapshot`: rewrites docs/api/openapi.json from the app's routes, then the typed
// client's types from it (tests/integration/generated/ringkas-api.d.ts). `--types`: only the types,
// from the committed snapshot (`npm run openapi:types`). Both are written by the tests that check
// them (OPENAPI_SNAPSHOT=write|types), so that what is written is exactly what they compare with.
import { spawnSync } from 'node:child_process';

const typesOnly = process.argv.includes('--types');

function run(file, mode, testName) {
  const filter = testName ? ['-t', testName] : [];
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'integration', file, ...filter], {
    stdio: 'inherit',
    env: { ...process.env, OPENAPI_SNAPSHOT: mode },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!typesOnly) run('tests/integration/openapi.test.ts', 'write', 'matches the committed snapshot');
run('tests/integration/openapi-types.test.ts', 'types');
console.log(typesOnly ? 'wrote the API types' : 'wrote docs/api/openapi.json and the API types');
