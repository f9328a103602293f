import { useId, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';

interface SettingsSectionProps {
  title: string;
  description?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** One card of Brand Settings: a titled region. */
export function SettingsSection({ title, description, className, children }: SettingsSectionProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn(
        'grid min-w-0 content-start gap-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-6',
        className,
      )}
    >
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {children}
    </section>
  );
}
