import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The module boundaries are lint rules (eslint.config.js): these cases show them firing, so a
// change to the config that quietly drops one fails here. Each case lints its own text in the
// place of an existing file (type-aware rules need a file a tsconfig includes).

// With CI=true typescript-eslint assumes one run over the files as they are on disk and would
// parse the file there instead of the probe text: these lints are an editor's, text in memory.
process.env.TSESTREE_SINGLE_RUN = 'false';
// The project's config, with only the import rules on and no type information: building the
// TypeScript program for the typed rules took most of this file's time.
const eslint = new ESLint({
  cwd: new URL('..', import.meta.url).pathname,
  ruleFilter: ({ ruleId }) => ruleId.startsWith('import-x/') || ruleId === 'no-restricted-imports',
  overrideConfig: { languageOptions: { parserOptions: { project: null, projectService: false } } },
});

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

// The first lint builds the TypeScript program: seconds, not milliseconds.
describe('module boundaries', { timeout: 60_000 }, () => {
  it("refuses a module importing another module's tables", async () => {
    const messages = await ruleIds(
      'src/server/modules/analytics/link-data.ts',
      "import { shortlinks } from '../../db/schema/links';\nexport const table = shortlinks;\n",
    );
    expect(messages).toEqual([
      expect.stringMatching(
        /^import-x\/no-restricted-paths: .*modules\/analytics may import only its own tables/,
      ),
    ]);
  });

  it('refuses the schema index, which holds every table', async () => {
    const messages = await ruleIds(
      'src/server/modules/links/short-code.ts',
      "import { shortlinks } from '../../db/schema';\nexport const table = shortlinks;\n",
    );
    expect(messages).toEqual([
      expect.stringMatching(
        /^import-x\/no-restricted-paths: .*modules\/links may import only its own tables/,
      ),
    ]);
  });

  it('allows a module its own tables', async () => {
    const messages = await ruleIds(
      'src/server/modules/links/short-code.ts',
      "import { shortlinks } from '../../db/schema/links';\nexport const table = shortlinks;\n",
    );
    expect(messages).toEqual([]);
  });

  it("refuses a module reaching into another module's files", async () => {
    const messages = await ruleIds(
      'src/server/modules/analytics/link-data.ts',
      "import { createLinksRepo } from '../links/links.repo';\nexport const repo = createLinksRepo;\n",
    );
    expect(messages).toEqual([expect.stringMatching(/^no-restricted-imports: .*through its index\.ts/)]);
  });

  it("refuses the redirect reaching into a module's files", async () => {
    const messages = await ruleIds(
      'src/server/redirect/evaluate.ts',
      "import { evaluate } from '../modules/links/targeting/evaluate';\nexport const choose = evaluate;\n",
    );
    expect(messages).toEqual([expect.stringMatching(/^no-restricted-imports: .*through its index\.ts/)]);
  });

  it("lets only billing/subscriptions.repo.ts read the workspace's row", async () => {
    const code =
      "import { workspaces } from '../../db/schema/workspaces';\nexport const table = workspaces;\n";
    expect(await ruleIds('src/server/modules/billing/subscriptions.repo.ts', code)).toEqual([]);
    expect(await ruleIds('src/server/modules/billing/plans.repo.ts', code)).toEqual([
      expect.stringMatching(
        /^no-restricted-imports: .*Only subscriptions\.repo\.ts touches the workspace's row/,
      ),
    ]);
    expect(await ruleIds('src/server/modules/links/short-code.ts', code)).toEqual([
      expect.stringMatching(
        /^import-x\/no-restricted-paths: .*modules\/links may import only its own tables/,
      ),
    ]);
  });
});
