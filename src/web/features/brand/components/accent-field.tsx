import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { brandTheme, formatRatio, minimumContrast, parseHexColor, toHex } from '../lib/theme';

interface AccentFieldProps {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/**
 * The accent colour: typed as hex or picked, with how well text reads on it (WCAG contrast, at least
 * 4.5:1), since buttons show their text on it and links show it on white.
 */
export function AccentField({ value, error, onChange }: AccentFieldProps) {
  const { t } = useTranslation();
  const contrastId = useId();
  const parsed = parseHexColor(value);
  const theme = parsed ? brandTheme(value) : null;
  return (
    <Field
      label={t('brand.settings.accent')}
      hint={t('brand.settings.accentHint')}
      error={error}
      announceError
    >
      {(control) => (
        <div className="grid gap-2">
          <div className="flex min-w-0 items-center gap-2">
            <input
              type="color"
              aria-label={t('brand.settings.pickAccent')}
              // The picker takes only #rrggbb; a half-typed value keeps showing the last colour.
              value={parsed ? toHex(parsed) : brandTheme('').accent}
              onChange={(event) => onChange(event.target.value)}
              className="h-9 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
            />
            <Input
              {...control}
              aria-describedby={
                [control['aria-describedby'], theme ? contrastId : null].filter(Boolean).join(' ') ||
                undefined
              }
              name="brand_accent_color"
              value={value}
              onChange={(event) => onChange(event.target.value)}
              autoComplete="off"
              spellCheck={false}
              className="max-w-40 font-mono"
            />
          </div>
          {theme && <ContrastNote id={contrastId} theme={theme} />}
        </div>
      )}
    </Field>
  );
}

function ContrastNote({ id, theme }: { id: string; theme: ReturnType<typeof brandTheme> }) {
  const { t } = useTranslation();
  if (theme.whiteContrast >= minimumContrast) {
    return (
      <p id={id} className="flex items-start gap-1.5 text-xs text-muted-foreground">
        <CircleCheck className="mt-px size-3.5 shrink-0 text-emerald-700" aria-hidden="true" />
        {t('brand.settings.contrastOk', { ratio: formatRatio(theme.whiteContrast) })}
      </p>
    );
  }
  const readable = theme.darkContrast >= minimumContrast;
  return (
    <p
      id={id}
      data-testid="contrast-warning"
      className="flex items-start gap-2 rounded-md border border-amber-500/40 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        {readable
          ? t('brand.settings.contrastDarkText', {
              ratio: formatRatio(theme.whiteContrast),
              dark: formatRatio(theme.darkContrast),
            })
          : t('brand.settings.contrastLow', {
              ratio: formatRatio(theme.whiteContrast),
              dark: formatRatio(theme.darkContrast),
            })}
      </span>
    </p>
  );
}
