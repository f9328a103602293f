import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import {
  brandTheme,
  formatRatio,
  minimumContrast,
  parseHexColor,
  toHex,
  type BrandTheme,
} from '../lib/theme';

interface AccentFieldProps {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/**
 * The accent colour: typed as hex or picked, with how well it reads in each theme (WCAG contrast, at
 * least 4.5:1): in the light theme buttons show their text on it and links show it on white; in the
 * dark theme links show it on the dark page.
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

function ContrastNote({ id, theme }: { id: string; theme: BrandTheme }) {
  return (
    <div id={id} className="grid gap-2">
      <LightContrast theme={theme} />
      <DarkContrast theme={theme} />
    </div>
  );
}

/** Fine: a quiet line with a tick. */
function ContrastOk({ theme, children }: { theme: string; children: ReactNode }) {
  return (
    <p className="flex items-start gap-1.5 text-xs text-muted-foreground">
      <CircleCheck className="mt-px size-3.5 shrink-0 text-success" aria-hidden="true" />
      <span>
        <span className="font-medium text-foreground">{theme}: </span>
        {children}
      </span>
    </p>
  );
}

/** Hard to read in `theme`: a warning that names it. */
function ContrastWarning({
  theme,
  testId,
  children,
}: {
  theme: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <p
      data-testid={testId}
      className="flex items-start gap-2 rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm text-warning"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        <span className="font-semibold">{theme}: </span>
        {children}
      </span>
    </p>
  );
}

/** The light theme shows the accent as chosen: white (or dark) text on it, and it as links on white. */
function LightContrast({ theme }: { theme: BrandTheme }) {
  const { t } = useTranslation();
  const name = t('brand.settings.contrastLightTheme');
  if (theme.whiteContrast >= minimumContrast) {
    return (
      <ContrastOk theme={name}>
        {t('brand.settings.contrastOk', { ratio: formatRatio(theme.whiteContrast) })}
      </ContrastOk>
    );
  }
  const ratios = { ratio: formatRatio(theme.whiteContrast), dark: formatRatio(theme.darkContrast) };
  return (
    <ContrastWarning theme={name} testId="contrast-warning-light">
      {theme.darkContrast >= minimumContrast
        ? t('brand.settings.contrastDarkText', ratios)
        : t('brand.settings.contrastLow', ratios)}
    </ContrastWarning>
  );
}

/** The dark theme shows the accent where it reads on the dark page, else a lighter shade of it. */
function DarkContrast({ theme }: { theme: BrandTheme }) {
  const { t } = useTranslation();
  const name = t('brand.settings.contrastDarkTheme');
  const { dark } = theme;
  if (!dark.lightened) {
    return (
      <ContrastOk theme={name}>
        {t('brand.settings.contrastDarkOk', { ratio: formatRatio(dark.accentContrast) })}
      </ContrastOk>
    );
  }
  return (
    <ContrastWarning theme={name} testId="contrast-warning-dark">
      {t('brand.settings.contrastDarkLightened', {
        ratio: formatRatio(dark.accentContrast),
        shade: dark.primary,
        shadeRatio: formatRatio(dark.primaryContrast),
      })}
    </ContrastWarning>
  );
}
