// Telegram messages are sent in its HTML mode: every text of ours or of a user (a domain, a
// title an admin typed) is escaped, and only the few tags below are ours.

/** Escapes text for Telegram's HTML mode (it knows &lt; &gt; &amp; &quot; only). */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Telegram refuses longer messages. */
export const telegramTextMax = 4096;

export interface MessageParts {
  brand: string;
  title: string;
  body: string;
  /** An absolute URL to open the page in the app, or null. */
  url: string | null;
  /** The link's words ("Open in Ringkas"). */
  open: string;
}

/**
 * `<b>Brand</b>` on the first line, the title in bold, the body, and a link to the page. The body
 * is cut (on a character, with an ellipsis) so that the whole stays within Telegram's limit.
 */
export function renderMessage(parts: MessageParts): string {
  const head = `<b>${escapeHtml(parts.brand)}</b>\n<b>${escapeHtml(parts.title)}</b>`;
  const tail = parts.url ? `\n\n<a href="${escapeHtml(parts.url)}">${escapeHtml(parts.open)}</a>` : '';
  const body = fitted(parts.body.trim(), telegramTextMax - head.length - tail.length - 1);
  return body.length > 0 ? `${head}\n${body}${tail}` : `${head}${tail}`;
}

/** The text escaped, cut with an ellipsis to at most `room` characters once escaped. */
function fitted(text: string, room: number): string {
  let escaped = escapeHtml(text);
  if (escaped.length <= room) return escaped;
  let characters = [...text];
  // An escaped character is at most 6 long (&quot;): dropping a sixth of the excess never
  // overshoots by more than the excess, and the loop ends within a few rounds.
  while (characters.length > 0 && escaped.length + 1 > room) {
    const excess = escaped.length + 1 - room;
    characters = characters.slice(0, Math.max(0, characters.length - Math.max(1, Math.ceil(excess / 6))));
    escaped = escapeHtml(characters.join(''));
  }
  return `${escaped}…`;
}
