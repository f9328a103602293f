import { Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuEntry, PaletteAction } from '../lib/menu-entries';

// The palette (cmdk, its dialog, the link search) is a chunk of its own, downloaded when it is first
// opened or the pointer or focus comes to the search box, so the shell's first load goes without it.
const loadPalette = () => import('./search-palette');
const SearchPalette = lazy(() => loadPalette().then((module) => ({ default: module.SearchPalette })));

/** Apple keyboards label the shortcut ⌘K; everyone else presses Ctrl K. */
function isApplePlatform(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/i.test(navigator.userAgent);
}

/** True for Cmd+K or Ctrl+K with no other modifier (Ctrl+Shift+K and the like stay the browser's). */
function isPaletteShortcut(event: KeyboardEvent): boolean {
  return (
    event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey
  );
}

export interface TopBarSearchProps {
  /** The pages this user is offered, for the palette's "Features & Pages". */
  menu: readonly MenuEntry[];
  /** What else the palette can do (switch the workspace). */
  actions?: readonly PaletteAction[];
}

/** The top bar's search box: it looks like an input but only opens the search palette. */
export function TopBarSearch({ menu, actions }: TopBarSearchProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Mounted from its first opening on, so it keeps its state between openings as it always did.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!isPaletteShortcut(event)) return;
      // Browsers put Ctrl+K / Cmd+K to their own use (the address bar's search).
      event.preventDefault();
      setOpen(true);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <button
        type="button"
        aria-label={t('palette.label')}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadPalette()}
        onFocus={() => void loadPalette()}
        className="flex h-9 w-full max-w-sm min-w-0 items-center gap-2 rounded-md border border-input bg-background px-3 text-left text-sm text-muted-foreground shadow-xs transition-[color,box-shadow] outline-none hover:text-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <Search className="size-4 shrink-0" aria-hidden="true" />
        <span className="min-w-0 flex-1 truncate">{t('palette.placeholder')}</span>
        {/* The hint would squeeze the text on a phone, where there is no keyboard to press it on. */}
        <kbd
          aria-hidden="true"
          className="hidden shrink-0 rounded border border-border bg-muted px-1.5 py-0.5 font-sans text-[10px] font-medium text-muted-foreground sm:inline-block"
        >
          {isApplePlatform() ? t('palette.shortcutMac') : t('palette.shortcut')}
        </kbd>
      </button>
      {opened && (
        <Suspense fallback={null}>
          <SearchPalette open={open} onOpenChange={setOpen} menu={menu} actions={actions} />
        </Suspense>
      )}
    </>
  );
}
