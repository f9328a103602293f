import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The web app's components show catalogue texts only (eslint.config.js: eslint-plugin-i18next's
// no-literal-string on src/web/**/*.tsx). These cases show the rule firing on a literal a reader
// would see, and staying quiet on what nobody reads, so a change to the config that quietly
// drops the check fails here. Each case lints its text in the place of an existing component.

// See module-boundaries.test.ts: lint the text in memory, not the file on disk.
process.env.TSESTREE_SINGLE_RUN = 'false';
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });
const component = 'src/web/components/language-select.tsx';
const testFile = 'src/web/components/language-select.test.tsx';

async function literals(code: string, filePath = component): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'i18next/no-literal-string' || message.fatal)
    .map((message) => message.message.replace(/^[^:]*: /, '').split('\n')[0]!);
}

const wrap = (jsx: string) =>
  `import { useTranslation } from 'react-i18next';\nimport { Button } from './ui/button';\n` +
  `export function LanguageSelect({ n }: { n: number }) {\n  const { t } = useTranslation();\n  return (${jsx});\n}\n`;

describe('literal texts in components', { timeout: 60_000 }, () => {
  it('refuses text, shown attributes and strings in JSX that do not come from t()', async () => {
    const found = await literals(
      wrap(`<div>
      Save changes
      <input placeholder="Type a name" aria-label="Name" />
      <img alt="Our logo" src="/logo.svg" />
      <Button title="Opens the menu">{n > 1 ? 'Many links' : t('common.cancel')}</Button>
    </div>`),
    );
    expect(found).toEqual([
      // Text in JSX is reported with its element's source, whose first line is the opening tag.
      '<div>',
      'placeholder="Type a name"',
      'aria-label="Name"',
      'alt="Our logo"',
      'title="Opens the menu"',
      "n > 1 ? 'Many links' : t('common.cancel')",
    ]);
  });

  it('lets through what nobody reads: classes, ids, data, hidden icons, URLs, values and variants', async () => {
    const found = await literals(
      wrap(`<div className="flex gap-2" id="menu" data-state="open" aria-hidden="true" role="group">
      <a href="https://example.com/help" rel="noreferrer">{t('common.cancel')}</a>
      <option value="id">{t('common.cancel')}</option>
      <Button variant="ghost" size="sm" type="button">{t('common.continue')}</Button>
      <span>·</span>
      <span>{\`\${n}-hint\`}</span>
      <time dateTime="2026-11-24">{n}</time>
    </div>`),
    );
    expect(found).toEqual([]);
  });

  it('leaves test files alone', async () => {
    expect(await literals(wrap('<p>Landed at /dashboard</p>'), testFile)).toEqual([]);
  });
});
