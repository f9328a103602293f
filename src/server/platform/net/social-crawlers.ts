// The crawlers of the networks where links are shared, in one place: they get a link's social
// preview (an HTML page with its Open Graph and Twitter tags) instead of the 302 people get.
// Each is matched by its user agent's own product token, as the networks document them.

export const socialCrawlers = [
  { network: 'Facebook', token: 'facebookexternalhit' },
  { network: 'Facebook', token: 'Facebot' },
  { network: 'X', token: 'Twitterbot' },
  { network: 'LinkedIn', token: 'LinkedInBot' },
  { network: 'Slack', token: 'Slackbot-LinkExpanding' },
  { network: 'Slack', token: 'Slack-ImgProxy' },
  { network: 'Telegram', token: 'TelegramBot' },
  { network: 'WhatsApp', token: 'WhatsApp' },
  { network: 'Discord', token: 'Discordbot' },
] as const;

const pattern = new RegExp(socialCrawlers.map((crawler) => crawler.token).join('|'), 'i');

/** Whether a user agent is one of the social crawlers. */
export function isSocialCrawler(userAgent: string | undefined): boolean {
  return userAgent !== undefined && pattern.test(userAgent);
}
