import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  description: string;
  /** What to do next, usually a button link. */
  action?: ReactNode;
}

/** A card-sized "nothing here yet" panel inside a page: icon, heading, a sentence, a next step. */
export function EmptyState({ icon: Icon, title, description, action }: EmptyStateProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-card px-6 py-12 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h2 id={titleId} className="text-xl font-semibold">
        {title}
      </h2>
      <p className="max-w-md text-muted-foreground">{description}</p>
      {action && <div className="mt-2">{action}</div>}
    </section>
  );
}
