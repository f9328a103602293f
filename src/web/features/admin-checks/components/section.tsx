import { useId, type ReactNode, type Ref } from 'react';
import { cn } from '../../../lib/cn';

interface SectionProps {
  title: string;
  description?: ReactNode;
  /** Beside the title (an Add button). */
  aside?: ReactNode;
  /** The heading, to move focus to when what had focus inside went away. */
  headingRef?: Ref<HTMLHeadingElement>;
  className?: string;
  children: ReactNode;
}

/**
 * One card of the domain check settings: a region titled at level 3, since the page that holds the
 * view titles it "Domain checks" at level 2.
 */
export function Section({ title, description, aside, headingRef, className, children }: SectionProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn(
        'grid min-w-0 gap-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-6',
        className,
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3">
        <div className="grid min-w-0 flex-1 basis-64 gap-1">
          <h3
            id={`${id}-title`}
            ref={headingRef}
            tabIndex={-1}
            className="text-lg font-semibold outline-none"
          >
            {title}
          </h3>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}
