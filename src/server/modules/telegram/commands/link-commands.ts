import type { CallbackQuery, User } from 'grammy/types';
import type { Link } from '../../../../shared/links';
import { AppError } from '../../../platform/http/app-error';
import type { Actor } from '../../../platform/http/principal';
import type { BotLanguage } from '../bot-texts';
import type { CommandChat } from './chat-actor';
import { findLink, type CommandsDeps, type Talk } from './command-parts';
import { commandPlainText, commandText } from './command-texts';
import type { ConfirmedAction } from './confirmations.repo';
import { confirmationMinutes, confirmReply, linkStateReply, shortLinkText, type Reply } from './replies';

// /disable <code> and /enable <code> (a member or above may): the command only asks, with a
// button; the change happens when the person who asked presses it, once, within ten minutes,
// still a member with that role. It goes through the links service, as an edit in the app does
// (the redirect cache drops the link at once, link.updated is announced), and into the audit log.

export function createLinkCommands(deps: CommandsDeps) {
  /** The question with its buttons, or why not (no such link, nothing to change). */
  async function ask(
    acting: { actor: Actor; language: BotLanguage },
    chat: CommandChat,
    from: User,
    action: ConfirmedAction,
    argument: string,
  ): Promise<Reply> {
    const { actor, language } = acting;
    const link = await findLink(deps, actor, language, action, argument);
    if ('text' in link) return link;
    if (link.is_active === (action === 'enable'))
      return linkStateReply(
        language,
        action === 'enable' ? 'already_enabled' : 'already_disabled',
        link.link,
      );
    const now = deps.now();
    const id = await deps.confirmations.create(
      {
        workspaceId: actor.workspaceId,
        chatId: chat.id,
        telegramUserId: String(from.id),
        linkId: link.id,
        action,
      },
      new Date(now.getTime() + confirmationMinutes * 60_000),
      now,
    );
    return confirmReply(language, action, link.link, id);
  }

  /** Changes the link as confirmed (unless it is so already), audited: what the message then says. */
  async function apply(
    actor: Actor,
    language: BotLanguage,
    link: Link,
    action: ConfirmedAction,
    chatId: string,
  ) {
    const active = action === 'enable';
    if (link.is_active === active)
      return linkStateReply(language, active ? 'already_enabled' : 'already_disabled', link.link);
    const changed = await deps.links.update(actor, link.id, { is_active: active });
    const shown = { link_id: link.id, link: shortLinkText(changed.link) };
    await deps.audit
      .record({
        actorId: actor.id,
        action: active ? 'link.enable' : 'link.disable',
        target: `workspace:${actor.workspaceId}`,
        before: { ...shown, is_active: !active },
        after: { ...shown, is_active: active, via: 'telegram', chat_id: chatId },
      })
      .catch((error: unknown) =>
        // The change stands (it committed first); the missing entry is an error to look into.
        deps.logger.error({ err: error, link: link.id }, 'telegram link change not audited'),
      );
    return linkStateReply(language, active ? 'enabled' : 'disabled', changed.link);
  }

  /**
   * A confirmation's button (or its Cancel) pressed. Refused without using it up: another
   * person's press, a role no longer enough, a confirmation made for another chat or workspace;
   * then used once (a conditional update: of two presses, one acts) and acted on.
   */
  async function press(
    talk: Talk,
    query: CallbackQuery,
    chat: CommandChat & { messageId: number },
    pressed: { id: string; confirm: boolean },
  ): Promise<void> {
    const { language: chatLanguage } = await deps.chatActor.chatState(chat, query.from);
    const refuse = (language: BotLanguage, key: Parameters<typeof commandPlainText>[1]) =>
      talk.answer(query.id, commandPlainText(language, key), true);
    const found = await deps.confirmations.find(pressed.id);
    const now = deps.now();
    if (!found || found.chatId !== chat.id) return refuse(chatLanguage, 'confirmation_gone');
    if (found.telegramUserId !== String(query.from.id)) return refuse(chatLanguage, 'not_yours');
    if (found.usedAt || found.expiresAt <= now) return refuse(chatLanguage, 'confirmation_gone');
    // Cancelling changes nothing: any member may still say no to their own question.
    const acting = await deps.chatActor.whoActs(chat, query.from, pressed.confirm ? 'member' : 'viewer');
    if (!acting.ok) {
      const brand = await deps.brandName();
      return talk.answer(query.id, commandPlainText(acting.language, acting.refusal, { brand }), true);
    }
    const { actor, language } = acting;
    if (actor.workspaceId !== found.workspaceId) return refuse(language, 'confirmation_gone');
    const used = await deps.confirmations.use(found.id, String(query.from.id), now);
    if (!used) return refuse(language, 'confirmation_gone');

    let link: Link;
    try {
      link = await deps.links.get(actor, used.linkId);
    } catch (error) {
      if (!(error instanceof AppError && error.status === 404)) throw error;
      await talk.edit(Number(chat.id), chat.messageId, { text: commandText(language, 'link_gone') });
      return refuse(language, 'link_gone');
    }
    const outcome = pressed.confirm
      ? await apply(actor, language, link, used.action, chat.id)
      : linkStateReply(language, 'cancelled', link.link);
    await talk.answer(query.id, commandPlainText(language, pressed.confirm ? 'done' : 'cancelled'));
    await talk.edit(Number(chat.id), chat.messageId, outcome);
  }

  return { ask, press };
}
