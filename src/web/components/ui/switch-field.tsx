import { useId } from 'react';
import { Label } from './label';
import { Switch } from './switch';

interface SwitchFieldProps {
  label: string;
  /** What the switch does, read with it. */
  hint?: string | undefined;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** A labelled on/off switch in its bordered row, with its hint read with it. */
export function SwitchField({ label, hint, checked, onCheckedChange, disabled }: SwitchFieldProps) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border border-border p-3">
      <div className="grid min-w-0 gap-1">
        <Label htmlFor={id} className="leading-snug">
          {label}
        </Label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        )}
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5"
      />
    </div>
  );
}
