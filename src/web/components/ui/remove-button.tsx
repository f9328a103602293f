import { Trash2 } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from './button';

/**
 * Removes (deletes, revokes) one named thing: the bin with its word beside it, or the bin alone
 * where a row has no room (`text` left out; `title` then shows the name on hover).
 */
export function RemoveButton({
  label,
  text,
  title,
  variant = 'ghost',
  className,
  onClick,
}: {
  /** Names what goes: "Remove example.com". */
  label: string;
  text?: string;
  title?: string;
  variant?: 'ghost' | 'outline';
  className?: string;
  onClick: () => void;
}) {
  return (
    <Button
      type="button"
      variant={variant}
      size={text ? 'sm' : 'icon'}
      className={cn('text-destructive hover:text-destructive', className)}
      aria-label={label}
      title={title}
      onClick={onClick}
    >
      <Trash2 aria-hidden="true" />
      {text}
    </Button>
  );
}
