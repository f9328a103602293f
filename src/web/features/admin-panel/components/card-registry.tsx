import {
  BadgeDollarSign,
  Building2,
  CreditCard,
  Globe,
  Link2,
  MessageSquareText,
  MousePointerClick,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import type { PanelCardKey, PanelCards } from '../../../../shared/panel';
import type catalogue from '../../../locales/en/admin-panel.json';
import {
  ClicksBody,
  FailingDomainsBody,
  FeedbackBody,
  LinksBody,
  PendingPaymentsBody,
  RevenueBody,
  SubscriptionsBody,
  UsersBody,
  WorkspacesBody,
} from './card-bodies';

// The Admin Panel's cards, in the order shown: one entry per card, adding a card is one entry
// here (and its figures in shared/panel.ts). A card shows only when the server answered its
// figures, so a feature that has not landed has no card until it does.

/** Where a card leads: a page of the app, a place on this page, or (no link) nowhere. */
export type CardLink =
  { to: string; label: keyof typeof catalogue.links } | { hash: string; label: keyof typeof catalogue.links };

export interface PanelCardEntry {
  key: PanelCardKey;
  icon: LucideIcon;
  link?: CardLink;
  /** The card's figures under its title, or null when the server sent none for it. */
  render(cards: Partial<PanelCards>): ReactNode | null;
}

function card<Key extends PanelCardKey>(
  key: Key,
  spec: { icon: LucideIcon; link?: CardLink; Body: ComponentType<{ figures: PanelCards[Key] }> },
): PanelCardEntry {
  const { Body } = spec;
  return {
    key,
    icon: spec.icon,
    ...(spec.link ? { link: spec.link } : {}),
    render: (cards) => {
      const figures = cards[key];
      return figures === undefined ? null : <Body figures={figures} />;
    },
  };
}

/** The id of the feedback section's heading on /admin (features/feedback's AdminFeedbackSection). */
const feedbackHeading = 'admin-feedback';

export const panelCards: PanelCardEntry[] = [
  card('users', { icon: Users, link: { to: '/admin/users', label: 'users' }, Body: UsersBody }),
  card('subscriptions', {
    icon: BadgeDollarSign,
    link: { to: '/admin/pricing', label: 'plans' },
    Body: SubscriptionsBody,
  }),
  card('revenue', {
    icon: Wallet,
    link: { to: '/admin/payment-gateway', label: 'orders' },
    Body: RevenueBody,
  }),
  card('pending_payments', {
    icon: CreditCard,
    link: { to: '/admin/payment-gateway', label: 'transfers' },
    Body: PendingPaymentsBody,
  }),
  // Workspaces are each team's own (/settings/workspace): there is no admin page to go to.
  card('workspaces', { icon: Building2, Body: WorkspacesBody }),
  card('links', { icon: Link2, Body: LinksBody }),
  card('clicks', { icon: MousePointerClick, Body: ClicksBody }),
  // Watched domains are each account's own (/check-domains): there is no admin page to go to.
  card('failing_domains', { icon: Globe, Body: FailingDomainsBody }),
  card('feedback', {
    icon: MessageSquareText,
    link: { hash: feedbackHeading, label: 'feedback' },
    Body: FeedbackBody,
  }),
];
