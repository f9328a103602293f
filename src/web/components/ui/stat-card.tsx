import { useId, type ReactNode } from 'react';
import { Card } from './card';
import { cn } from '../../lib/cn';

interface StatCardProps {
  label: string;
  value: ReactNode;
  /** Small print under the value (what the number means, a comparison). */
  children?: ReactNode;
  className?: string;
}

/** One headline number, named by its label for assistive technology. */
export function StatCard({ label, value, children, className }: StatCardProps) {
  const labelId = useId();
  return (
    <Card role="group" aria-labelledby={labelId} className={cn('gap-2 px-5 py-5', className)}>
      <h2 id={labelId} className="text-sm font-medium text-muted-foreground">
        {label}
      </h2>
      <p className="text-3xl font-semibold tracking-tight tabular-nums">{value}</p>
      {children && <div className="text-sm text-muted-foreground">{children}</div>}
    </Card>
  );
}
