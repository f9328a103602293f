import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from './button';

interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'children' | 'value'> {
  value: string;
  /** Read by screen readers instead of "Copy" (e.g. "Copy localhost:3000/Ab3dE9x"). */
  label?: string;
}

const shownMs = 2_000;

/** Copies a value to the clipboard and says "Copied" for a moment (or that copying failed). */
export function CopyButton({ value, label, variant = 'outline', size = 'sm', ...props }: CopyButtonProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), shownMs);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      // No clipboard (an insecure origin, a denied permission): say so rather than pretend.
      setState('failed');
    }
  };

  const text =
    state === 'copied'
      ? t('common.copy.copied')
      : state === 'failed'
        ? t('common.copy.failed')
        : t('common.copy.copy');
  return (
    <Button
      type="button"
      variant={variant}
      size={size}
      onClick={() => void copy()}
      aria-label={state === 'idle' && label ? label : undefined}
      data-state={state}
      {...props}
    >
      {state === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      <span aria-live="polite">{text}</span>
    </Button>
  );
}
