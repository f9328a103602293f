import { useId, type ReactNode, type Ref } from 'react';
import { cn } from '../../../lib/cn';

interface SectionProps {
  title: string;
  /** Beside the title (a state badge). */
  aside?: ReactNode;
  description?: ReactNode;
  /** The heading, to move focus to when what had focus inside went away. */
  headingRef?: Ref<HTMLHeadingElement>;
  className?: string;
  children: ReactNode;
}

/** One card of the billing admin pages: a titled region. */
export function Section({ title, aside, description, headingRef, className, children }: SectionProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn(
        'grid min-w-0 gap-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-6',
        className,
      )}
    >
      <div className="grid gap-1">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <h2
            id={`${id}-title`}
            ref={headingRef}
            tabIndex={-1}
            className="text-lg font-semibold outline-none"
          >
            {title}
          </h2>
          {aside}
        </div>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {children}
    </section>
  );
}
