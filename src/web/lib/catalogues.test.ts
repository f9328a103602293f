import { describe, expect, it } from 'vitest';
import { landingCatalogue } from '../landing/catalogue-en';
import { landingCatalogueId } from '../landing/catalogue-id';

// English and Indonesian hold the same keys, file by file: a text added to one and not the other
// fails here, naming the key. (i18next would quietly show the English text for a missing
// Indonesian key; this test is what keeps that from shipping.)

type Tree = { [key: string]: Tree | string };

// Every catalogue file as it is on disk, by its path under locales/ ("en.json", "id/shell.json").
const files = Object.fromEntries(
  Object.entries(import.meta.glob<Tree>('../locales/**/*.json', { eager: true, import: 'default' })).map(
    ([path, tree]) => [path.replace('../locales/', ''), tree],
  ),
);

function read(path: string): Tree {
  const tree = files[path];
  if (!tree) throw new Error(`src/web/locales/${path} does not exist`);
  return tree;
}

function inFolder(folder: string): string[] {
  return Object.keys(files)
    .filter((path) => path.startsWith(`${folder}/`))
    .map((path) => path.slice(folder.length + 1));
}

/** Every leaf as a dotted key -> its text. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [inner, text] of leaves(value, path)) found.set(inner, text);
  }
  return found;
}

function onlyIn(one: Map<string, string>, other: Map<string, string>): string[] {
  return [...one.keys()].filter((key) => !other.has(key));
}

/** What code fills in or a <Trans> places: {{name}}, <1>…</1>, and entities such as &amp;. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}|<\/?(\d+)\s*\/?>|&[a-z]+;/g)]
    .map((match) => match[0].replace(/\s+/g, ''))
    .sort();
}

const featureFiles = inFolder('en');
const pairs: [string, string][] = [
  ['en.json', 'id.json'],
  ...featureFiles.map((file): [string, string] => [`en/${file}`, `id/${file}`]),
];

describe('the Indonesian catalogue', () => {
  it('has a file for every English file, and no other', () => {
    expect(Object.keys(files)).toContain('id.json');
    expect(inFolder('id').sort()).toEqual([...featureFiles].sort());
  });

  describe.each(pairs)('%s and %s', (enFile, idFile) => {
    const en = leaves(read(enFile));
    const id = leaves(read(idFile));

    it('hold the same keys', () => {
      expect(onlyIn(en, id), `keys in ${enFile} missing from ${idFile}`).toEqual([]);
      expect(onlyIn(id, en), `keys in ${idFile} that ${enFile} does not have`).toEqual([]);
    });

    it('keep the same placeholders and Trans tags, and no text is empty', () => {
      const differing = [...en]
        .filter(
          ([key, text]) => id.has(key) && placeholders(text).join() !== placeholders(id.get(key)!).join(),
        )
        .map(([key]) => key);
      expect(differing, `keys of ${idFile} whose {{placeholders}} or <n> tags differ`).toEqual([]);
      const empty = [...id].filter(([, text]) => text.trim() === '').map(([key]) => key);
      expect(empty, `empty texts in ${idFile}`).toEqual([]);
    });
  });

  it("covers the landing page's own catalogue in both languages", () => {
    const en = leaves(landingCatalogue as unknown as Tree);
    const id = leaves(landingCatalogueId as unknown as Tree);
    expect(onlyIn(en, id)).toEqual([]);
    expect(onlyIn(id, en)).toEqual([]);
  });
});

describe('the parity check', () => {
  it('names a key that one side has and the other lacks', () => {
    const en = leaves({ a: { b: 'One', c: 'Two' } });
    const id = leaves({ a: { b: 'Satu' }, d: 'Empat' });
    expect(onlyIn(en, id)).toEqual(['a.c']);
    expect(onlyIn(id, en)).toEqual(['d']);
  });

  it('sees a placeholder renamed or a Trans tag dropped', () => {
    expect(placeholders('Hi {{name}}, see <1>this</1>')).toEqual(['</1>', '<1>', '{{name}}']);
    expect(placeholders('Halo {{nama}}, lihat ini')).not.toEqual(
      placeholders('Hi {{name}}, see <1>this</1>'),
    );
    expect(placeholders('{{count, number}} &amp;')).toEqual(['&amp;', '{{count,number}}']);
  });
});
