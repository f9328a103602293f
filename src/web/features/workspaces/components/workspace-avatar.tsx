import { cn } from '../../../lib/cn';

interface WorkspaceAvatarProps {
  name: string;
  logo: string | null;
  className?: string;
}

/** A workspace's logo, or its initial on the accent colour; decorative (the name is beside it). */
export function WorkspaceAvatar({ name, logo, className }: WorkspaceAvatarProps) {
  if (logo) {
    return (
      <img
        src={logo}
        alt=""
        className={cn(
          'size-6 shrink-0 rounded-md border border-border bg-background object-cover',
          className,
        )}
      />
    );
  }
  const initial = name.trim().charAt(0).toUpperCase();
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-6 shrink-0 items-center justify-center rounded-md bg-primary text-xs font-semibold text-primary-foreground',
        className,
      )}
    >
      {initial}
    </span>
  );
}
