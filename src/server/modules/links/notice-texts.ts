import type { Language } from '../../platform/text/i18n';
import type { NotifyMessage } from '../notifications';

// What the links module tells an owner in the app (and on Telegram where chosen), in their
// account's language.

/** The notice an owner gets when a new link (or an import) fills the plan's link limit. */
export function linkLimitNotice(limit: number): NotifyMessage {
  return ({ language }) => ({
    type: 'link_limit_reached',
    ...linkLimitTexts[language](limit),
    link: '/pricing',
  });
}

const linkLimitTexts: Record<Language, (limit: number) => { title: string; body: string }> = {
  en: (limit) => ({
    title: `You have used all ${limit} short link${limit === 1 ? '' : 's'} of your plan`,
    body: 'Delete a link you no longer need, or upgrade your plan to create more.',
  }),
  id: (limit) => ({
    title: `Anda sudah memakai semua ${limit} tautan pendek dari paket Anda`,
    body: 'Hapus tautan yang tidak lagi Anda perlukan, atau tingkatkan paket Anda untuk membuat lebih banyak.',
  }),
};
