import { describe, expect, it } from 'vitest';
import { parseUserAgent } from './user-agent';

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ipad =
  'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';
const windowsChrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('parseUserAgent', () => {
  it('tells mobile, tablet and desktop apart with OS and browser', () => {
    expect(parseUserAgent(iphone)).toEqual({
      device: 'mobile',
      os: 'iOS',
      browser: 'Mobile Safari',
      isBot: false,
    });
    expect(parseUserAgent(ipad)).toMatchObject({ device: 'tablet', os: 'iOS' });
    expect(parseUserAgent(windowsChrome)).toEqual({
      device: 'desktop',
      os: 'Windows',
      browser: 'Chrome',
      isBot: false,
    });
  });

  it('flags crawlers and empty user agents as bots', () => {
    expect(parseUserAgent(googlebot)).toMatchObject({ device: 'bot', isBot: true });
    expect(parseUserAgent(undefined)).toMatchObject({ isBot: true });
    expect(parseUserAgent('curl/8.5.0').isBot).toBe(true);
  });
});
