import { X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/input';
import { countriesIn, flagOf, matchesCountry } from '../lib/countries';

interface CountryPickerProps {
  /** "Countries for rule 1". */
  label: string;
  value: string[];
  onChange: (countries: string[]) => void;
  error: string | undefined;
}

/** Chips for the chosen countries, and a searchable list of every country to tick. */
export function CountryPicker({ label, value, onChange, error }: CountryPickerProps) {
  const { t, i18n } = useTranslation();
  const ids = useId();
  const [search, setSearch] = useState('');
  const countries = useMemo(() => countriesIn(i18n.language), [i18n.language]);
  const names = useMemo(() => new Map(countries.map((country) => [country.code, country.name])), [countries]);
  const shown = countries.filter((country) => matchesCountry(country, search));
  const chosen = new Set(value);

  function toggle(code: string, on: boolean) {
    onChange(on ? [...value, code] : value.filter((item) => item !== code));
  }

  return (
    <fieldset
      className="grid min-w-0 gap-2"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${ids}-error` : undefined}
    >
      <legend className="mb-2 text-sm font-medium">{label}</legend>
      {value.length > 0 ? (
        <ul aria-label={t('targeting.countries.chosen')} className="flex flex-wrap gap-1.5">
          {value.map((code) => (
            <li
              key={code}
              className="flex items-center gap-1 rounded-full border border-border bg-accent py-0.5 pr-1 pl-2 text-sm"
            >
              <span aria-hidden="true">{flagOf(code)}</span>
              <span>{names.get(code) ?? code}</span>
              <button
                type="button"
                className="flex size-5 items-center justify-center rounded-full text-muted-foreground hover:bg-background hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                aria-label={t('targeting.countries.remove', { country: names.get(code) ?? code })}
                onClick={() => toggle(code, false)}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t('targeting.countries.none')}</p>
      )}
      <Input
        type="search"
        aria-label={t('targeting.countries.search', { label })}
        placeholder={t('targeting.countries.searchPlaceholder')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {/* The whole list only once the user searches: 249 ticks per rule would bury the rules. */}
      {search.trim() !== '' && (
        <div
          role="group"
          aria-label={t('targeting.countries.options', { label })}
          className="max-h-48 overflow-y-auto rounded-md border border-border"
        >
          {shown.length === 0 && (
            <p className="p-3 text-sm text-muted-foreground">
              {t('targeting.countries.noMatch', { query: search.trim() })}
            </p>
          )}
          {shown.map((country) => (
            <label
              key={country.code}
              className="flex cursor-pointer items-center gap-2 px-3 py-1.5 text-sm hover:bg-accent has-focus-visible:bg-accent"
            >
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={chosen.has(country.code)}
                onChange={(event) => toggle(country.code, event.target.checked)}
              />
              <span aria-hidden="true">{flagOf(country.code)}</span>
              <span className="min-w-0 flex-1 truncate">{country.name}</span>
              <span className="text-xs text-muted-foreground">{country.code}</span>
            </label>
          ))}
        </div>
      )}
      {error && (
        <p id={`${ids}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
