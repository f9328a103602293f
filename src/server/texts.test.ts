import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { translateMessage } from '../shared/i18n';
import { messagesId } from '../shared/messages-id';
import { platformTexts, textsOf, type Catalogue, type Texts } from './platform/text/i18n';
import { platformTextsId } from './platform/text/texts-id';
import { packageRoot } from './platform/runtime/package-root';
import { redirectTextsId } from './redirect/texts-id';

// Every English text the product sends has Indonesian: the shared schemas' messages (which both
// sides show), and what the server's own code writes into API answers. The texts are read out of
// the sources (TypeScript's parser: string and template literals, `${…}` read as a placeholder), so
// a new message without Indonesian fails here, not in front of a reader.

interface Found {
  file: string;
  line: number;
  text: string;
}

/** Calls whose text arguments are not shown to users: logs, OpenAPI docs, thrown bugs. */
const quietCalls = new Set(['meta', 'describe', 'info', 'warn', 'error', 'debug', 'fatal', 'trace']);
/** Functions whose texts are API documentation (a CSV answer's description and sample). */
const docCalls = new Set(['csvResponse']);
/** Object keys whose texts are API documentation (route options), not messages. */
const docKeys = new Set(['description', 'summary']);

function literals(file: string): Found[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Found[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      quietCalls.has(node.expression.name.text)
    ) {
      visit(node.expression.expression);
      return;
    }
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && /Error$/.test(node.expression.text)) {
      if (node.expression.text !== 'AppError') return;
    }
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && docKeys.has(node.name.text)) return;
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && docCalls.has(node.expression.text))
      return;
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node)) {
      text = node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join('');
      for (const span of node.templateSpans) visit(span.expression);
    }
    if (text !== undefined) {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push({ file: relative(packageRoot, file), line, text });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') && !path.endsWith('.d.ts') ? [path] : [];
  });
}

/** A sample of a found text: each placeholder filled with a value, as the code would. */
const sample = (text: string) => text.replaceAll('{}', '7');

/** Sentences a reader sees: words with a space, ending as a sentence ends. */
const isSentence = (text: string) => / /.test(text) && /[a-z]/.test(text) && /[.…!?]$/.test(text.trim());

describe('the shared schemas', () => {
  const dir = join(packageRoot, 'src', 'shared');
  // Data rather than product texts: the brand's defaults and the seeded plans' features are the
  // admin's to edit (in one language, as they choose); the entitlement registry writes its words
  // in both languages side by side.
  const data = new Set(['brand-defaults.ts', 'plans.ts', 'messages-id.ts', 'i18n.ts', 'entitlements.ts']);
  // Names, which no language translates: a resolver's, browsers'.
  const notShown = new Set(['Nawala (secondary)', 'Samsung Internet', 'UC Browser']);
  const texts = readdirSync(dir)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts'))
    .filter((name) => !data.has(name))
    .flatMap((name) => literals(join(dir, name)))
    // Words (a space and a lower-case letter), not codes or the country list.
    .filter(({ text }) => / /.test(text.trim()) && /[a-z]/.test(text) && !notShown.has(text));

  it('finds the messages (the scan works)', () => {
    expect(texts.map(({ text }) => text)).toContain('Enter the destination URL.');
    expect(texts.length).toBeGreaterThan(100);
  });

  it('has Indonesian for every message', () => {
    const missing = texts
      .filter(({ text }) => translateMessage(sample(text), 'id') === sample(text))
      .map(({ file, line, text }) => `${file}:${line} ${text}`);
    expect(missing).toEqual([]);
  });
});

// Each module's catalogue (modules/*/texts-id.ts), by the module's folder.
const modulesDir = join(packageRoot, 'src', 'server', 'modules');
const moduleCatalogues = new Map<string, Catalogue>();
for (const name of readdirSync(modulesDir)) {
  const file = join(modulesDir, name, 'texts-id.ts');
  if (!statSync(join(modulesDir, name)).isDirectory()) continue;
  try {
    statSync(file);
  } catch {
    continue;
  }
  const exported = (await import(file)) as Record<string, unknown>;
  moduleCatalogues.set(name, exported[`${name}TextsId`] as Catalogue);
}

/** One Texts per place (a module, the redirect, the platform), made once: the scan asks per literal. */
const textsByPlace = new Map<string, Texts>();

/** The texts a server file may write: its module's own (with the platform's and the shared), else the platform's. */
function textsFor(file: string): Texts {
  const place = /^src\/server\/(redirect|modules\/[^/]+)\//.exec(file)?.[1] ?? 'platform';
  let texts = textsByPlace.get(place);
  if (!texts) textsByPlace.set(place, (texts = textsOfPlace(file)));
  return texts;
}

function textsOfPlace(file: string): Texts {
  if (file.startsWith('src/server/redirect/')) return textsOf(redirectTextsId);
  const module = /^src\/server\/modules\/([^/]+)\//.exec(file)?.[1];
  const catalogue = module ? moduleCatalogues.get(module) : undefined;
  return catalogue ? textsOf(catalogue) : platformTexts;
}

/** Every template a `say` call is given (each branch of a conditional), `${…}` read as {}. */
function sayTemplates(file: string): Found[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Found[] = [];
  const collect = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push({ file: relative(packageRoot, file), line, text: node.text });
      return;
    }
    if (ts.isConditionalExpression(node)) {
      collect(node.whenTrue);
      collect(node.whenFalse);
    }
    if (ts.isParenthesizedExpression(node)) collect(node.expression);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      // texts.say(language, template, values), or a module's own say(template, values).
      if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'say') collect(node.arguments[1]!);
      else if (ts.isIdentifier(callee) && callee.text === 'say') collect(node.arguments[0]!);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the server', () => {
  const root = join(packageRoot, 'src', 'server');
  /**
   * Files whose texts are not API answers: the operator's command line and start-up errors, the
   * database's internals, the OpenAPI document, jobs, and the catalogues themselves.
   */
  const skipped = [
    /^src\/server\/(config|cli|main|probe)\.ts$/,
    /^src\/server\/db\//,
    /^src\/server\/jobs\//,
    /^src\/server\/platform\/(http|text|runtime)\/(openapi|openapi-docs-page|i18n|web-app|rate-limit|logger)\.ts$/,
    /texts-id\.ts$/,
    // The CSRF refusal explains an operator's setting (APP_ORIGINS); other readers get its code's
    // sentence.
    /^src\/server\/platform\/http\/same-origin\.ts$/,
    /^src\/server\/modules\/system\//,
    /^src\/server\/modules\/analytics\/click-health\.ts$/,
    /\.probe\.ts$/,
  ];
  // Sentences the server writes that a user of the API does not read in the app.
  const notAnswers = new Set([
    // The Telegram webhook's refusals go to Telegram.
    'Wrong or missing secret token.',
    'Not a Telegram update.',
  ]);
  const files = sourceFiles(root).filter(
    (file) => !skipped.some((pattern) => pattern.test(relative(packageRoot, file))),
  );
  const texts = files.flatMap(literals).filter(({ text }) => isSentence(text) && !notAnswers.has(text));
  const templates = sourceFiles(root).flatMap(sayTemplates);

  it('finds the messages and the templates (the scan works)', () => {
    expect(texts.map(({ text }) => text)).toContain('That username is taken.');
    expect(texts.length).toBeGreaterThan(100);
    expect(templates.map(({ text }) => text)).toContain('Your {plan} plan has ended');
    expect([...moduleCatalogues.keys()]).toEqual(expect.arrayContaining(['links', 'billing', 'telegram']));
  });

  it("has Indonesian for every sentence, in the catalogue of the sentence's own module", () => {
    const missing = texts
      .filter(({ file, text }) => textsFor(file).translated(sample(text), 'id') === undefined)
      .map(({ file, line, text }) => `${file}:${line} ${text}`);
    expect(missing).toEqual([]);
  });

  it("has every template a text is said from in its module's catalogue (as it is written)", () => {
    const missing = templates
      .filter(({ file, text }) => textsFor(file).say('id', text) === text)
      .map(({ file, line, text }) => `${file}:${line} ${text}`);
    expect(missing).toEqual([]);
  });

  // The answers' error handler knows the catalogues the modules declare (app.ts reads them).
  it('has every module catalogue declared with its module', { timeout: 60_000 }, async () => {
    const { appModules } = await import('./app');
    const declared = appModules.flatMap((module) => (module.texts ? [module.texts] : []));
    for (const catalogue of moduleCatalogues.values()) expect(declared).toContain(catalogue);
  });
});

describe("the server's field reasons", () => {
  /** The refusals that carry a reason per field, beside the field's name. */
  const refusals = new Set(['badRequest', 'validationFailed', 'conflict', 'AppError']);

  /** Every literal reason written into a refusal's fields, `${…}` read as {}. */
  function fieldReasons(file: string): Found[] {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const found: Found[] = [];
    const visit = (node: ts.Node): void => {
      if (
        (ts.isCallExpression(node) || ts.isNewExpression(node)) &&
        ts.isIdentifier(node.expression) &&
        refusals.has(node.expression.text)
      ) {
        for (const argument of node.arguments ?? []) {
          if (!ts.isObjectLiteralExpression(argument)) continue;
          for (const property of argument.properties) {
            if (!ts.isPropertyAssignment(property)) continue;
            const value = property.initializer;
            const text =
              ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)
                ? value.text
                : ts.isTemplateExpression(value)
                  ? value.head.text + value.templateSpans.map((span) => `{}${span.literal.text}`).join('')
                  : undefined;
            if (text === undefined) continue;
            const line = source.getLineAndCharacterOfPosition(property.getStart()).line + 1;
            found.push({ file: relative(packageRoot, file), line, text });
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return found;
  }

  const reasons = sourceFiles(join(packageRoot, 'src', 'server')).flatMap(fieldReasons);

  it('finds the reasons (the scan works)', () => {
    expect(reasons.map(({ text }) => text)).toContain('Enter at least one domain.');
  });

  // A reason is shown beside its field, alone: a fragment ("not your own") reads as nothing there,
  // and escapes the catalogue's check of sentences above.
  it("are whole sentences with Indonesian (or end with a service's own words)", () => {
    const fragments = reasons
      .filter(({ text }) => !text.endsWith('{}'))
      .filter(
        ({ file, text }) =>
          !/^["A-Z0-9{]/.test(text) ||
          !isSentence(text) ||
          textsFor(file).translated(sample(text), 'id') === undefined,
      )
      .map(({ file, line, text }) => `${file}:${line} ${text}`);
    expect(fragments).toEqual([]);
  });
});

describe('the catalogues', () => {
  it.each([
    ['shared', messagesId],
    ['platform', platformTextsId],
    ['redirect', redirectTextsId],
    ...moduleCatalogues,
  ] as [string, Catalogue][])(
    'keep every placeholder of the English in the Indonesian (%s)',
    (_name, catalogue) => {
      const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      const broken = Object.entries(catalogue).filter(
        ([english, indonesian]) => JSON.stringify(names(english)) !== JSON.stringify(names(indonesian)),
      );
      expect(broken).toEqual([]);
    },
  );
});
