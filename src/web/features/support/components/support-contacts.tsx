import { ExternalLink, Mail, MessageCircleQuestion, Send } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { IconCircle } from '../../../components/ui/icon-circle';
import { EmptyState } from '../../../components/layouts/empty-state';

export interface SupportLinks {
  /** The brand's telegram_support_link ('' when not set). */
  telegram: string;
  /** The brand's contact_link ('' when not set). */
  contact: string;
  /** Who runs the service, as the brand names itself. */
  brandName: string;
}

/** Only web addresses become links: the admin's form takes nothing else, and the page trusts no other. */
function webUrl(value: string): string | null {
  const trimmed = value.trim();
  return /^https?:\/\/\S+$/i.test(trimmed) ? trimmed : null;
}

/**
 * /telegram-support below its title: the brand's Telegram support and contact links with what each
 * is for and what to expect; without either, a pointer to /feedback instead.
 */
export function SupportContacts({ links }: { links: SupportLinks }) {
  const { t } = useTranslation();
  const telegram = webUrl(links.telegram);
  const contact = webUrl(links.contact);
  const brand = links.brandName;

  if (!telegram && !contact) {
    return (
      <EmptyState
        icon={MessageCircleQuestion}
        title={t('support.none.title')}
        description={t('support.none.description')}
        link={{ to: '/feedback?from=/telegram-support', text: t('support.feedback.action') }}
      />
    );
  }

  return (
    <div className="grid gap-6">
      <p className="text-muted-foreground">{t('support.intro', { brand })}</p>
      <div className="grid gap-4 md:grid-cols-2">
        {telegram && <ContactCard way="telegram" icon={Send} href={telegram} />}
        {contact && <ContactCard way="contact" icon={Mail} href={contact} />}
      </div>
      <section
        aria-labelledby="support-expect"
        className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-6"
      >
        <h2 id="support-expect" className="text-lg font-semibold">
          {t('support.expect.title')}
        </h2>
        <ul className="grid list-disc gap-1.5 pl-5 text-sm">
          <li>{t('support.expect.who', { brand })}</li>
          <li>{t('support.expect.time')}</li>
          <li>{t('support.expect.include')}</li>
        </ul>
      </section>
      <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-border p-4 sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <p className="text-sm text-muted-foreground">{t('support.feedback.text')}</p>
        <Button asChild variant="outline">
          <Link to="/feedback?from=/telegram-support">{t('support.feedback.action')}</Link>
        </Button>
      </div>
    </div>
  );
}

interface ContactCardProps {
  /** Which way to reach support: names the card's texts (support.<way>.*) and its heading's id. */
  way: 'telegram' | 'contact';
  icon: LucideIcon;
  href: string;
}

function ContactCard({ way, icon: Icon, href }: ContactCardProps) {
  const { t } = useTranslation();
  const id = `support-${way}`;
  const title = t(`support.${way}.title`);
  const description = t(`support.${way}.description`);
  const action = t(`support.${way}.action`);
  return (
    <section
      aria-labelledby={id}
      className="grid content-start gap-3 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-6"
    >
      <div className="flex items-center gap-3">
        <IconCircle
          icon={Icon}
          className="size-10 shrink-0 bg-accent text-accent-foreground"
          iconClassName="size-5"
        />
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
      </div>
      <p className="text-sm text-muted-foreground">{description}</p>
      <p className="text-sm break-all">{href}</p>
      <div>
        <Button asChild>
          <a href={href} target="_blank" rel="noopener noreferrer">
            {action}
            <ExternalLink aria-hidden="true" />
            <span className="sr-only"> {t('support.opensNewTab')}</span>
          </a>
        </Button>
      </div>
    </section>
  );
}
