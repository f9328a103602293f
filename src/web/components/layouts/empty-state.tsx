import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../ui/button';
import { IconCircle } from '../ui/icon-circle';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  description: string;
  /** What to do next, usually a button link. */
  action?: ReactNode;
}

interface EmptyStatePageProps extends EmptyStateProps {
  /** The usual next step, a page in the app: drawn as the button link `action` would hold. */
  link?: { to: string; text: string };
}

/** A card-sized "nothing here yet" panel inside a page: icon, heading, a sentence, a next step. */
export function EmptyState({ icon: Icon, title, description, action, link }: EmptyStatePageProps) {
  const titleId = useId();
  const next = link ? (
    <Button asChild>
      <Link to={link.to}>{link.text}</Link>
    </Button>
  ) : (
    action
  );
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-card px-6 py-12 text-center"
    >
      <IconCircle icon={Icon} className="size-12 bg-accent text-accent-foreground" iconClassName="size-6" />
      <h2 id={titleId} className="text-xl font-semibold">
        {title}
      </h2>
      <p className="max-w-md text-muted-foreground">{description}</p>
      {next && <div className="mt-2">{next}</div>}
    </section>
  );
}

/** The same inside a card: smaller, its heading a level below the card's own. */
export function CardEmptyState({
  icon: Icon,
  title,
  description,
  level,
}: Omit<EmptyStateProps, 'action'> & { level: 3 | 4 }) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border px-4 py-8 text-center">
      <Icon className="size-6 text-muted-foreground" aria-hidden="true" />
      <Heading className="font-medium">{title}</Heading>
      <p className="max-w-md text-sm text-muted-foreground">{description}</p>
    </div>
  );
}
