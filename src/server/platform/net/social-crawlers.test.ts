import { describe, expect, it } from 'vitest';
import { isSocialCrawler } from './social-crawlers';

// The user agents the networks document for their link-preview crawlers, and people's browsers
// (including the in-app browsers of the same networks, which must get the 302).

describe('isSocialCrawler', () => {
  it.each([
    ['Facebook', 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'],
    ['Facebook (Facebot)', 'Facebot'],
    ['X', 'Twitterbot/1.0'],
    ['LinkedIn', 'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)'],
    ['Slack', 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)'],
    ['Slack images', 'Slack-ImgProxy (+https://api.slack.com/robots)'],
    ['Telegram', 'TelegramBot (like TwitterBot)'],
    ['WhatsApp', 'WhatsApp/2.23.20.0 A'],
    ['Discord', 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)'],
  ])('knows the %s crawler', (_network, userAgent) => {
    expect(isSocialCrawler(userAgent)).toBe(true);
  });

  it.each([
    [
      'Chrome',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
    ],
    [
      'Facebook in-app',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 [FBAN/FBIOS;FBAV/440.0]',
    ],
    [
      'Instagram in-app',
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36 Instagram 300.0',
    ],
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['curl', 'curl/8.4.0'],
    ['no user agent', undefined],
  ])('sends %s the 302', (_name, userAgent) => {
    expect(isSocialCrawler(userAgent)).toBe(false);
  });
});
