import type { NotifyMessage } from '../notifications';
import { linksText } from './texts-id';

// What the links module tells an owner in the app (and on Telegram where chosen), in their
// account's language.

/** The notice an owner gets when a new link (or an import) fills the plan's link limit. */
export function linkLimitNotice(limit: number): NotifyMessage {
  return ({ language }) => ({
    type: 'link_limit_reached',
    title: linksText.say(
      language,
      limit === 1
        ? 'You have used all {limit} short link of your plan'
        : 'You have used all {limit} short links of your plan',
      { limit },
    ),
    body: linksText.say(language, 'Delete a link you no longer need, or upgrade your plan to create more.'),
    link: '/pricing',
  });
}
