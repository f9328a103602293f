import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TagColor } from '../../../shared/link-tags';
import { cn } from '../../lib/cn';
import { tagColorClasses } from '../../lib/tag-colors';

/** A tag's name on its palette colour; `onRemove` adds a button named by `removeLabel`. */
export function TagChip({
  name,
  color,
  onRemove,
  removeLabel,
  className,
}: {
  name: ReactNode;
  color: TagColor;
  onRemove?: () => void;
  /** "Remove tag Promo": the button's accessible name. */
  removeLabel?: string;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex max-w-full min-w-0 items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium',
        tagColorClasses[color].chip,
        onRemove && 'pr-0.5',
        className,
      )}
    >
      <span className="min-w-0 truncate">{name}</span>
      {onRemove && (
        <button
          type="button"
          aria-label={removeLabel}
          title={removeLabel}
          onClick={onRemove}
          className="flex size-5 shrink-0 items-center justify-center rounded-full opacity-80 hover:bg-black/10 hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none disabled:pointer-events-none disabled:opacity-50 dark:hover:bg-white/15"
        >
          <X className="size-3.5" aria-hidden="true" />
        </button>
      )}
    </span>
  );
}

/** A dot of a tag's colour beside its name (in a list of options). */
export function TagSwatch({ color, className }: { color: TagColor; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-block size-2.5 shrink-0 rounded-full', tagColorClasses[color].swatch, className)}
    />
  );
}
