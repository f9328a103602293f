import LanguagesIcon from 'lucide-react/icons/languages';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn';
import { isLanguage, languageAutonyms, languages, rememberLanguage, type Language } from '../lib/language';

interface LanguageSelectProps {
  className?: string;
  /** After the page switched: e.g. save it to the account. */
  onChosen?: (language: Language) => void;
}

/**
 * The public pages' language switcher (public layout, landing page): a native select, so it works
 * by keyboard and screen reader everywhere and weighs nothing, drawn as a compact button (the
 * languages icon, and "EN"/"ID" beside it where there is room).
 * Each language is listed in its own name. The choice is remembered in this browser.
 */
export function LanguageSelect({ className, onChosen }: LanguageSelectProps) {
  const { t, i18n } = useTranslation();
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'en';

  const choose = (value: string) => {
    if (!isLanguage(value) || value === current) return;
    rememberLanguage(value);
    void i18n.changeLanguage(value);
    onChosen?.(value);
  };

  return (
    <div
      className={cn(
        'relative inline-flex h-8 min-w-8 shrink-0 items-center justify-center gap-1.5 rounded-md px-2 text-sm font-medium hover:bg-accent hover:text-accent-foreground focus-within:ring-[3px] focus-within:ring-ring/50',
        className,
      )}
    >
      <LanguagesIcon aria-hidden="true" className="size-4 text-muted-foreground" />
      {/* The code beside the icon from `sm` up; on a phone the icon alone leaves the brand its room. */}
      <span aria-hidden="true" className="hidden uppercase sm:inline">
        {current}
      </span>
      <select
        aria-label={t('common.language')}
        value={current}
        onChange={(event) => choose(event.target.value)}
        // Invisible but on top: a click or tap anywhere on the button opens the native list.
        className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
      >
        {languages.map((code) => (
          <option key={code} value={code} lang={code}>
            {languageAutonyms[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
