import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { errorCodes } from '../../../shared/errors';
import { languages, translateMessage } from '../../../shared/i18n';
import { messagesId } from '../../../shared/messages-id';
import { errorCodeMessages, translatedText } from './i18n';
import { serverMessagesId } from './messages-id';
import { packageRoot } from '../runtime/package-root';

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
  const notShown = new Set(['Nawala (secondary)']);
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

describe('the server', () => {
  const root = join(packageRoot, 'src', 'server');
  /**
   * Files whose texts are not API answers: the operator's command line and start-up errors, the
   * database's internals, the OpenAPI document, jobs; and the *-texts.ts files, which hold both
   * languages side by side (their shapes are typed per language).
   */
  const skipped = [
    /^src\/server\/(config|cli|main|probe)\.ts$/,
    /^src\/server\/db\//,
    /^src\/server\/jobs\//,
    /^src\/server\/platform\/(http|text|runtime)\/(openapi|openapi-docs-page|i18n|messages-id|web-app|rate-limit|logger)\.ts$/,
    // The CSRF refusal explains an operator's setting (APP_ORIGINS); other readers get its code's
    // sentence.
    /^src\/server\/platform\/http\/same-origin\.ts$/,
    // The redirect's own pages (not-found, try again) for visitors of a short link.
    /^src\/server\/redirect\//,
    /^src\/server\/modules\/system\//,
    /^src\/server\/modules\/analytics\/click-health\.ts$/,
    /-texts\.ts$/,
    /\.probe\.ts$/,
  ];
  // Sentences the server writes that a user of the API does not read in the app.
  const notAnswers = new Set([
    // The Telegram webhook's refusals go to Telegram.
    'Wrong or missing secret token.',
    'Not a Telegram update.',
  ]);
  const texts = sourceFiles(root)
    .filter((file) => !skipped.some((pattern) => pattern.test(relative(packageRoot, file))))
    .flatMap(literals)
    .filter(({ text }) => isSentence(text) && !notAnswers.has(text));

  it('finds the messages (the scan works)', () => {
    expect(texts.map(({ text }) => text)).toContain('That username is taken.');
    expect(texts.length).toBeGreaterThan(100);
  });

  it('has Indonesian for every message of its answers', () => {
    const missing = texts
      .filter(({ text }) => translatedText(sample(text), 'id') === undefined)
      .map(({ file, line, text }) => `${file}:${line} ${text}`);
    expect(missing).toEqual([]);
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
        ({ text }) =>
          !/^["A-Z0-9{]/.test(text) || !isSentence(text) || translatedText(sample(text), 'id') === undefined,
      )
      .map(({ file, line, text }) => `${file}:${line} ${text}`);
    expect(fragments).toEqual([]);
  });
});

describe('the catalogues', () => {
  it.each([
    ['shared', messagesId],
    ['server', serverMessagesId],
  ])('keep every placeholder of the English in the Indonesian (%s)', (_name, catalogue) => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    const broken = Object.entries(catalogue).filter(
      ([english, indonesian]) => JSON.stringify(names(english)) !== JSON.stringify(names(indonesian)),
    );
    expect(broken).toEqual([]);
  });
});

describe('error codes', () => {
  it('have their own sentence in every language', () => {
    for (const code of errorCodes) {
      for (const language of languages) expect(errorCodeMessages[code][language]?.trim()).toBeTruthy();
    }
    expect(Object.keys(errorCodeMessages).sort()).toEqual([...errorCodes].sort());
  });

  it('are told apart in Indonesian (no English left in it)', () => {
    for (const code of errorCodes) expect(errorCodeMessages[code].id).not.toBe(errorCodeMessages[code].en);
  });
});
