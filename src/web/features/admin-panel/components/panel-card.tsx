import { ArrowRight } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import type { PanelCardEntry } from './card-registry';

const linkClass =
  'inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/** One card's frame: its title and icon, the figures, and where it leads. */
export function PanelCard({ entry, children }: { entry: PanelCardEntry; children: ReactNode }) {
  const { t } = useTranslation();
  const titleId = useId();
  const Icon = entry.icon;
  const { link } = entry;
  return (
    <Card role="group" aria-labelledby={titleId} className="min-w-0 gap-2 px-5 py-5">
      <div className="flex items-start justify-between gap-2">
        <h3 id={titleId} className="text-sm font-medium text-muted-foreground">
          {t(`adminPanel.cards.${entry.key}.title`)}
        </h3>
        <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      </div>
      {children}
      {link && (
        <div className="mt-auto pt-1">
          {'to' in link ? (
            <Link to={link.to} className={linkClass}>
              {t(`adminPanel.links.${link.label}`)}
              <ArrowRight className="size-3.5" aria-hidden="true" />
            </Link>
          ) : (
            <a href={`#${link.hash}`} className={linkClass}>
              {t(`adminPanel.links.${link.label}`)}
              <ArrowRight className="size-3.5" aria-hidden="true" />
            </a>
          )}
        </div>
      )}
    </Card>
  );
}
