import type { ChatKind, ConnectLink, TelegramState } from '../../../../shared/telegram';

/** While the bot has not confirmed a chat yet, GET /api/telegram is asked again this often. */
export const connectRefreshMs = 3_000;

/** The connect links the page holds, by the chat each is meant to connect. */
export type PendingLinks = Partial<Record<ChatKind, ConnectLink>>;

/** Milliseconds until a link's token expires (0 once it has, or when the time is unreadable). */
export function msLeft(link: Pick<ConnectLink, 'expires_at'>, now: number): number {
  const left = Date.parse(link.expires_at) - now;
  return Number.isNaN(left) ? 0 : Math.max(0, left);
}

export function chatOf(state: TelegramState, kind: ChatKind) {
  return kind === 'private' ? state.private_chat : state.group_chat;
}

/**
 * Whether the page still waits for the bot: a link is out whose token is still valid, and the chat
 * it is for is not connected yet.
 */
export function isWaiting(pending: PendingLinks, state: TelegramState | undefined, now: number): boolean {
  if (!state) return false;
  return (Object.entries(pending) as [ChatKind, ConnectLink | undefined][]).some(
    ([kind, link]) => link !== undefined && chatOf(state, kind) === null && msLeft(link, now) > 0,
  );
}

/** The kinds whose link has done its work: the chat it was for is connected now. */
export function connectedSince(pending: PendingLinks, state: TelegramState | undefined): ChatKind[] {
  if (!state) return [];
  return (Object.keys(pending) as ChatKind[]).filter(
    (kind) => pending[kind] !== undefined && chatOf(state, kind) !== null,
  );
}
