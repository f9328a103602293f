import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';
import { expect, it } from 'vitest';
import { packageRoot } from '../../src/server/platform/runtime/package-root';

// The typed client's types (tests/integration/generated/ringkas-api.d.ts) are made by
// openapi-typescript from the committed snapshot docs/api/openapi.json: this fails when they are
// not what the snapshot gives. `npm run openapi:types` (or openapi:snapshot) rewrites them.

const snapshotFile = join(packageRoot, 'docs', 'api', 'openapi.json');
const typesFile = join(packageRoot, 'tests', 'integration', 'generated', 'ringkas-api.d.ts');
const write = ['write', 'types'].includes(process.env.OPENAPI_SNAPSHOT ?? '');

const header = `// The Ringkas public API's types, made by openapi-typescript from docs/api/openapi.json.
// Do not edit: run \`npm run openapi:types\` (or \`npm run openapi:snapshot\`, which also rewrites
// the snapshot from the routes).

`;

async function generatedTypes(): Promise<string> {
  const document = JSON.parse(await readFile(snapshotFile, 'utf8')) as Parameters<typeof openapiTS>[0];
  const source = header + astToString(await openapiTS(document, { silent: true }));
  const options = (await prettier.resolveConfig(typesFile)) ?? {};
  return prettier.format(source, { ...options, filepath: typesFile });
}

it('has the types of the committed OpenAPI snapshot', async () => {
  const generated = await generatedTypes();
  if (write) {
    await writeFile(typesFile, generated);
    return;
  }
  const committed = await readFile(typesFile, 'utf8').catch(() => '');
  if (generated !== committed) {
    expect.fail(
      'tests/integration/generated/ringkas-api.d.ts is not what docs/api/openapi.json gives: ' +
        'run `npm run openapi:types` and commit the result.',
    );
  }
});
