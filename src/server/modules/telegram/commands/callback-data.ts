// What an inline button carries back when pressed (a callback query's data: 1-64 bytes, chosen by
// us, but sent by the client, so read as untrusted): a page of /links, or a confirmation pressed
// or cancelled. Nothing in it grants anything: every press is judged again (who presses, their
// role, the confirmation's state).

export type Press =
  { kind: 'links'; page: number } | { kind: 'confirm'; id: string } | { kind: 'cancel'; id: string };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** More pages than any workspace has: a bound on what a forged press may ask for. */
const maxPage = 100_000;

export function pressData(press: Press): string {
  switch (press.kind) {
    case 'links':
      return `links:${press.page}`;
    case 'confirm':
      return `ok:${press.id}`;
    case 'cancel':
      return `no:${press.id}`;
  }
}

/** The press a button's data stands for, or null for data that is not ours. */
export function parsePress(data: string | undefined): Press | null {
  const match = /^(links|ok|no):(.+)$/.exec(data ?? '');
  if (!match) return null;
  const [, kind, value = ''] = match;
  if (kind === 'links') {
    if (!/^[1-9]\d{0,5}$/.test(value)) return null;
    const page = Number(value);
    return page <= maxPage ? { kind: 'links', page } : null;
  }
  if (!uuid.test(value)) return null;
  return { kind: kind === 'ok' ? 'confirm' : 'cancel', id: value };
}
