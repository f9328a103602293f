import type { TextValues } from '../../../platform/text/i18n';
import type { BotLanguage } from '../bot-texts';
import { escapeHtml } from '../message-html';
import { telegramText } from '../texts-id';

// The commands' refusals and short answers, by name: English templates (the module's catalogue,
// texts-id.ts, has the Indonesian). `commandText` gives Telegram HTML (values escaped);
// `commandPlainText` the plain text of a button press's answer, which Telegram shows as it is.

const texts = {
  not_connected:
    'This chat is not connected to any account. Open Bot Notifications in {brand} and choose "Connect Telegram".',
  several_workspaces:
    'This group is connected to more than one workspace, so commands here would be ambiguous. Disconnect it from all but one in Bot Notifications.',
  not_member:
    'Only members of this workspace can use commands here, from a Telegram account connected to {brand}: connect yours first in a private chat with the bot (Bot Notifications, "Connect Telegram").',
  account_disabled: 'This account is disabled. Contact the site administrator.',
  role_too_low:
    'Your role in this workspace lets you read, not change: disabling and enabling links needs the member role or above.',
  needs_code: 'Write the link after the command, as in {example}.',
  no_such_link: 'No link {link} in this workspace.',
  several_links: 'Several links have the code {code}: {links}. Write it with its domain, as in {example}.',
  unknown_command: 'I do not know that command. /help lists what I can do.',
  failed: 'Something went wrong on our side. Try again in a moment.',
  // Button presses.
  not_yours: 'Only the person who asked can press this.',
  confirmation_gone: 'This confirmation has expired or was already used.',
  link_gone: 'This link no longer exists.',
  done: 'Done.',
  cancelled: 'Cancelled.',
};

export type CommandText = keyof typeof texts;

export function commandText(language: BotLanguage, key: CommandText, values: TextValues = {}): string {
  const escaped = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string' ? escapeHtml(value) : value,
    ]),
  );
  return telegramText.say(language, texts[key], escaped);
}

export function commandPlainText(language: BotLanguage, key: CommandText, values: TextValues = {}): string {
  return telegramText.say(language, texts[key], values);
}
