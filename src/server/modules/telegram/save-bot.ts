import { randomBytes } from 'node:crypto';
import type { BotIdentity, UpdateBotSettings, UpdateMode } from '../../../shared/telegram';
import { validationFailed } from '../../platform/http/app-error';
import {
  allowedUpdates,
  identify,
  telegramRefusal,
  toBot,
  type BotServiceDeps,
  type Webhook,
} from './bot-parts';
import type { BotRepo } from './bot.repo';
import { botApi, classifyFailure, tokenHint } from './telegram-api';

// PUT /api/admin/telegram - a new token (only one Telegram accepts) and/or the way updates arrive;
// DELETE /api/admin/telegram - the token forgotten. bot.service.ts then drops its kept bot and
// tells the poller.

/**
 * Saves a new token and/or the mode. Switching to a webhook registers it with Telegram (with a
 * new secret); back to polling removes it.
 */
export async function saveBot(
  deps: BotServiceDeps,
  webhook: Webhook,
  input: UpdateBotSettings,
): Promise<void> {
  const { repo } = deps;
  const row = await repo.get();
  const mode = input.mode ?? (row?.mode as UpdateMode | undefined) ?? 'polling';
  if (mode === 'webhook' && !webhook.available) {
    throw validationFailed({
      mode: 'A webhook needs PUBLIC_URL to be an https:// address. Use long polling.',
    });
  }
  let token: string | null = null;
  if (input.token) token = input.token;
  else if (row?.tokenCipher) token = deps.tokenBox.open(row.tokenCipher);
  if (!token) throw validationFailed({ token: 'Enter the bot token first.' });

  const patch: Parameters<BotRepo['save']>[0] = { mode };
  if (input.token) {
    const identity = await identify(deps, input.token);
    const sameBot = (row?.identity as BotIdentity | null)?.id === identity.id;
    Object.assign(patch, {
      tokenCipher: deps.tokenBox.seal(input.token),
      tokenHint: tokenHint(input.token),
      identity,
      updatesError: null,
      // Another bot's updates start from its own beginning.
      ...(sameBot ? {} : { updateOffset: 0 }),
    });
  }
  const api = botApi(token, deps.apiRoot, deps.timeoutSeconds, deps.observeCall);
  try {
    if (mode === 'webhook') {
      const secret = randomBytes(32).toString('hex');
      await api.setWebhook(webhook.url, { secret_token: secret, allowed_updates: [...allowedUpdates] });
      patch.webhookSecretCipher = deps.tokenBox.seal(secret);
    } else if (row?.mode === 'webhook' || input.token) {
      await api.deleteWebhook();
      patch.webhookSecretCipher = null;
    }
  } catch (error) {
    throw telegramRefusal(classifyFailure(error), 'mode');
  }
  await repo.save(patch);
}

/** Forgets the token; a webhook is removed from Telegram first when it still answers. */
export async function removeBot(deps: BotServiceDeps): Promise<void> {
  const bot = await deps.repo.get().then((row) => toBot(deps, row));
  if (bot?.mode === 'webhook') {
    await bot.api.deleteWebhook().catch((error: unknown) => {
      deps.logger.warn(
        { reason: classifyFailure(error).description },
        'could not remove the Telegram webhook',
      );
    });
  }
  await deps.repo.save({
    tokenCipher: null,
    tokenHint: null,
    identity: null,
    webhookSecretCipher: null,
    mode: 'polling',
    updatesError: null,
    updateOffset: 0,
  });
}
