import { Search } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/input';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/** The spec's search debounce. */
export const searchDebounceMs = 300;

interface LinksSearchProps {
  /** The search in force (from the address bar). */
  value: string;
  /** Called once typing pauses, with the new search. */
  onSearch: (q: string) => void;
}

export function LinksSearch({ value, onSearch }: LinksSearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, searchDebounceMs);

  // A search changed from outside (cleared by a button, back/forward) replaces what is typed.
  const [outside, setOutside] = useState(value);
  if (value !== outside) {
    setOutside(value);
    setText(value);
  }

  // Only a pause in typing reports; a change from outside must not be undone by an older pause.
  const report = useEffectEvent((next: string) => {
    if (next.trim() !== value.trim()) onSearch(next.trim());
  });
  useEffect(() => report(settled), [settled]);

  return (
    <div className="relative w-full sm:max-w-sm">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        type="search"
        aria-label={t('links.search.label')}
        placeholder={t('links.search.placeholder')}
        className="pl-9"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}
