import type { ApiScope } from '../../../../shared/api-keys';
import { apiScopeDescriptions } from '../../../../shared/api-keys';
import { cn } from '../../../lib/cn';

/** A key's scopes as small badges; each says what it opens when hovered. */
export function ScopeBadges({
  scopes,
  label,
  className,
}: {
  scopes: readonly ApiScope[];
  label: string;
  className?: string;
}) {
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-1.5', className)}>
      {scopes.map((scope) => (
        <li
          key={scope}
          title={apiScopeDescriptions[scope]}
          className={cn(
            'rounded-md border px-2 py-0.5 font-mono text-xs',
            scope.endsWith(':write')
              ? 'border-warning/40 bg-warning/10 text-warning'
              : 'border-border bg-muted text-foreground',
          )}
        >
          {scope}
        </li>
      ))}
    </ul>
  );
}
