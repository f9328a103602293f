// The announcement's Telegram text as the server builds it: Telegram's HTML mode, where only a few
// tags mean anything. It is turned into a tree of those tags and plain text here, so the page shows
// it as Telegram would without ever handing the string to the DOM as HTML: anything else (another
// tag, a stray bracket) stays visible text, and a link goes only where Telegram would open one.

export type TelegramNode =
  | { kind: 'text'; text: string }
  | { kind: 'b' | 'i' | 'code'; children: TelegramNode[] }
  | { kind: 'a'; href: string | null; children: TelegramNode[] };

type Tag = 'b' | 'i' | 'code' | 'a';
type Parent = { children: TelegramNode[] };

/** <b>, <i>, <code>, <a href="…"> and their closing tags; nothing else is a tag. */
const tagPattern = /<(\/?)(b|i|code|a)(?:\s+href\s*=\s*"([^"]*)")?\s*>/gi;
/** Where a link may lead: the web and Telegram's own links. */
const safeHref = /^(?:https?:\/\/|tg:\/\/)/i;

const named: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** The text with Telegram's entities (&lt; &gt; &amp; &quot;, numeric ones) turned back into characters. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return named[name.toLowerCase()] ?? whole;
  });
}

function addText(parent: Parent, text: string) {
  if (text === '') return;
  const last = parent.children.at(-1);
  if (last?.kind === 'text') last.text += text;
  else parent.children.push({ kind: 'text', text });
}

/** Parses Telegram HTML into its allowed tags and text; unclosed tags end with the text. */
export function parseTelegramHtml(html: string): TelegramNode[] {
  const root: Parent = { children: [] };
  const open: { tag: Tag; node: Parent }[] = [];
  const current = () => open.at(-1)?.node ?? root;
  let at = 0;

  for (const match of html.matchAll(tagPattern)) {
    const [whole, slash, name, href] = match;
    const tag = name!.toLowerCase() as Tag;
    addText(current(), decodeEntities(html.slice(at, match.index)));
    at = match.index + whole.length;

    if (slash) {
      const depth = open.findLastIndex((entry) => entry.tag === tag);
      // A closing tag nothing opened is text, as Telegram would refuse it rather than guess.
      if (depth === -1 || href !== undefined) addText(current(), whole);
      else open.length = depth;
      continue;
    }
    if (tag !== 'a' && href !== undefined) {
      addText(current(), whole);
      continue;
    }
    const node: TelegramNode =
      tag === 'a' ? { kind: 'a', href: linkTarget(href), children: [] } : { kind: tag, children: [] };
    current().children.push(node);
    open.push({ tag, node });
  }
  addText(current(), decodeEntities(html.slice(at)));
  return root.children;
}

function linkTarget(href: string | undefined): string | null {
  if (href === undefined) return null;
  const target = decodeEntities(href).trim();
  return safeHref.test(target) ? target : null;
}

/** The words alone, as a screen reader or a plain-text copy would have them. */
export function telegramText(nodes: TelegramNode[]): string {
  return nodes.map((node) => (node.kind === 'text' ? node.text : telegramText(node.children))).join('');
}
