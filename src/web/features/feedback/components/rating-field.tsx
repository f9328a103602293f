import { Star } from 'lucide-react';
import { useId, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

interface RatingFieldProps {
  /** 1 to 5, or null for no rating. */
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string | undefined;
  /** The first choice's input, so that a refused rating can be focused. */
  firstInput?: RefObject<HTMLInputElement | null>;
}

const choices = [null, 1, 2, 3, 4, 5] as const;

/**
 * The optional rating as a radio group (native radios: arrow keys move between them), with "No
 * rating" as its first choice so that a rating can be taken back.
 */
export function RatingField({ value, onChange, error, firstInput }: RatingFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset
      className="grid min-w-0 gap-2"
      aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-2 text-sm leading-none font-medium">
        {t('feedback.form.rating')}
        <span className="font-normal text-muted-foreground">{t('feedback.form.ratingNote')}</span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice, index) => (
          <label key={choice ?? 'none'} className="relative">
            <input
              ref={index === 0 ? firstInput : undefined}
              type="radio"
              name={`${id}-rating`}
              value={choice ?? ''}
              checked={value === choice}
              onChange={() => onChange(choice)}
              // "3 of 5" where the eye sees a star and 3.
              aria-label={choice === null ? undefined : t('feedback.form.ratingValue', { value: choice })}
              className="peer sr-only"
            />
            <span
              className={cn(
                'inline-flex h-9 cursor-pointer items-center gap-1 rounded-md border border-input bg-background px-3 text-sm shadow-xs transition-colors select-none hover:bg-accent',
                'peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground',
                'peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50',
              )}
            >
              {choice === null ? (
                t('feedback.form.noRating')
              ) : (
                <>
                  <Star className="size-3.5" aria-hidden="true" />
                  {choice}
                </>
              )}
            </span>
          </label>
        ))}
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {t('feedback.form.ratingLow')}
      </p>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
