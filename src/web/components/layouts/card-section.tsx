import { useId, type ReactNode, type Ref } from 'react';
import { cn } from '../../lib/cn';

interface CardSectionProps {
  title: string;
  /** The heading's level: 3 (and a smaller title) inside a section a page has titled already. */
  level?: 2 | 3;
  /** Beside the title (a state badge, an Add button). */
  aside?: ReactNode;
  description?: ReactNode;
  /** The heading, to move focus to when what had focus inside went away. */
  headingRef?: Ref<HTMLHeadingElement>;
  className?: string;
  children: ReactNode;
}

/** One card of a settings or admin page: a region titled by its heading. */
export function CardSection({
  title,
  level = 2,
  aside,
  description,
  headingRef,
  className,
  children,
}: CardSectionProps) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn(
        'grid min-w-0 content-start gap-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-6',
        className,
      )}
    >
      <div className="grid gap-1">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <Heading
            id={`${id}-title`}
            ref={headingRef}
            tabIndex={-1}
            className={cn('font-semibold outline-none', level === 2 ? 'text-lg' : 'text-base')}
          >
            {title}
          </Heading>
          {aside}
        </div>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {children}
    </section>
  );
}
