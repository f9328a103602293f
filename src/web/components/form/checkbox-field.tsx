import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';

interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'id'> {
  label: string;
}

/** A native checkbox with its label; native keeps keyboard and form behaviour for free. */
export function CheckboxField({ label, className, ...props }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <input
        id={id}
        type="checkbox"
        className="size-4 shrink-0 rounded border-input accent-primary focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        {...props}
      />
      <label htmlFor={id} className="text-sm select-none">
        {label}
      </label>
    </div>
  );
}
