import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

/** An icon centred in a round tint: `className` sets the circle's size and colours, `iconClassName` the icon's size. */
export function IconCircle({
  icon: Icon,
  className,
  iconClassName,
}: {
  icon: LucideIcon;
  className: string;
  iconClassName: string;
}) {
  return (
    <span className={cn('flex items-center justify-center rounded-full', className)}>
      <Icon className={iconClassName} aria-hidden="true" />
    </span>
  );
}
