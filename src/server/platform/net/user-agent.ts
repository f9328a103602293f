import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';
import { UAParser } from 'ua-parser-js';

// Device, OS, browser and bot flag of a user agent. ua-parser-js 1.x (MIT; 2.x is AGPL) and isbot.
// User agents repeat a lot, so answers are cached.

export type DeviceType = 'mobile' | 'tablet' | 'desktop' | 'bot';

export interface UserAgentInfo {
  device: DeviceType;
  os: string | null;
  browser: string | null;
  isBot: boolean;
}

const cache = new LRUCache<string, UserAgentInfo>({ max: 5_000 });

export function parseUserAgent(userAgent: string | undefined): UserAgentInfo {
  const key = userAgent ?? '';
  const cached = cache.get(key);
  if (cached) return cached;
  const bot = key === '' || isbot(key);
  const parsed = new UAParser(key).getResult();
  const type = parsed.device.type;
  const info: UserAgentInfo = {
    device: bot
      ? 'bot'
      : type === 'mobile' || type === 'wearable'
        ? 'mobile'
        : type === 'tablet'
          ? 'tablet'
          : 'desktop',
    os: parsed.os.name ?? null,
    browser: parsed.browser.name ?? null,
    isBot: bot,
  };
  cache.set(key, info);
  return info;
}
