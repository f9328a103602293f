import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api-errors';
import { cn } from '../../lib/cn';

interface FormMessageProps {
  tone: 'error' | 'success';
  children: ReactNode;
  className?: string;
}

/** The outcome of a form: errors are announced at once, successes politely. */
export function FormMessage({ tone, children, className }: FormMessageProps) {
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-2 rounded-md border px-3 py-2 text-sm',
        tone === 'error'
          ? 'border-destructive/30 bg-destructive/5 text-destructive'
          : 'border-success/30 bg-success/10 text-success',
        className,
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0 break-words">{children}</div>
    </div>
  );
}

/**
 * A failed request's reason as the form's message, nothing while it has not failed: the server's
 * words when it gave some, else `fallback`.
 */
export function FormError({
  request,
  fallback,
}: {
  request: { isError: boolean; error: unknown };
  fallback: string;
}) {
  const { t } = useTranslation();
  return request.isError ? (
    <FormMessage tone="error">{errorText(request.error, fallback, t)}</FormMessage>
  ) : null;
}
