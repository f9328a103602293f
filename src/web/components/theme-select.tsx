import Monitor from 'lucide-react/icons/monitor';
import Moon from 'lucide-react/icons/moon';
import Sun from 'lucide-react/icons/sun';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn';
import { chooseTheme, currentTheme, onThemeChange, themes } from '../lib/theme-choice';

const icons = { light: Sun, dark: Moon, system: Monitor } as const;

/**
 * The public pages' theme switcher (public layout, landing page), beside the language's and built
 * like it: a native select drawn as a compact button (the chosen theme's icon), so it works by
 * keyboard and screen reader everywhere and weighs nothing. The choice is remembered in this
 * browser; signed in, the user menu's choice is the account's.
 */
export function ThemeSelect({ className }: { className?: string }) {
  const { t } = useTranslation();
  const current = useSyncExternalStore(onThemeChange, currentTheme);
  const Icon = icons[current];
  return (
    <div
      className={cn(
        'relative inline-flex size-8 shrink-0 items-center justify-center rounded-md hover:bg-accent hover:text-accent-foreground focus-within:ring-[3px] focus-within:ring-ring/50',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
      <select
        aria-label={t('common.theme.label')}
        value={current}
        onChange={(event) => chooseTheme(event.target.value)}
        // Invisible but on top: a click or tap anywhere on the button opens the native list.
        className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
      >
        {themes.map((theme) => (
          <option key={theme} value={theme}>
            {t(`common.theme.${theme}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
