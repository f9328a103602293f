import { Check } from 'lucide-react';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { tagColors } from '../../../../shared/link-tags';
import { cn } from '../../../lib/cn';
import { tagColorClasses } from '../../../lib/tag-colors';

/**
 * The palette as radio buttons, each named by its colour and drawn as a swatch: Tab reaches the
 * group, the arrows move the choice, and the chosen one is ringed and ticked, not only coloured.
 */
export function ColorChoice({
  registration,
  error,
}: {
  /** The form's `register('color')`, shared by every radio. */
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  return (
    <fieldset
      className="grid min-w-0 gap-2"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-2 text-sm leading-none font-medium">{t('tags.fields.color')}</legend>
      <div className="flex flex-wrap gap-2">
        {tagColors.map((color) => (
          <label key={color} className="cursor-pointer rounded-full" title={t(`tags.colors.${color}`)}>
            <input type="radio" value={color} {...registration} className="peer sr-only" />
            <span
              aria-hidden="true"
              className={cn(
                'flex size-8 items-center justify-center rounded-full ring-offset-2 ring-offset-background',
                'peer-checked:ring-2 peer-checked:ring-foreground peer-checked:[&>svg]:block',
                'peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring',
                tagColorClasses[color].swatch,
              )}
            >
              <Check className="hidden size-4 text-background" />
            </span>
            <span className="sr-only">{t(`tags.colors.${color}`)}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
