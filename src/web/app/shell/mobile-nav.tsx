import { Menu, X } from 'lucide-react';
import * as Dialog from 'radix-ui/dialog';
import { createContext, use, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';

// Under the spec's 768 px breakpoint (Tailwind's `md`) the sidebar lives in an off-canvas panel
// opened from the top bar. A modal dialog gives the panel what it needs: focus moves in and is kept
// there, Escape and the overlay close it, focus returns to the toggle, the page behind is inert.

/** Tailwind's `md` breakpoint: from here on the sidebar is always on screen. */
export const desktopQuery = '(min-width: 768px)';

interface MobileNavState {
  open: boolean;
  close: () => void;
}

const MobileNavContext = createContext<MobileNavState | null>(null);

function useMobileNav(): MobileNavState {
  const state = use(MobileNavContext);
  if (!state) throw new Error('MobileNavToggle and MobileNavPanel belong inside <MobileNav>.');
  return state;
}

/** Holds the panel's open state for the toggle (in the top bar) and the panel beside it. */
export function MobileNav({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const state = useMemo(() => ({ open, close: () => setOpen(false) }), [open]);

  // Widening the window past the breakpoint shows the sidebar in place, so the panel goes away.
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const desktop = window.matchMedia(desktopQuery);
    const onChange = () => {
      if (desktop.matches) setOpen(false);
    };
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [open]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <MobileNavContext value={state}>{children}</MobileNavContext>
    </Dialog.Root>
  );
}

/** The top bar's menu button; hidden from the breakpoint up. */
export function MobileNavToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { open } = useMobileNav();
  return (
    <Dialog.Trigger asChild>
      <Button
        variant="ghost"
        size="icon"
        aria-label={open ? t('shell.mobileNav.close') : t('shell.mobileNav.open')}
        className={cn('md:hidden', className)}
      >
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
      </Button>
    </Dialog.Trigger>
  );
}

interface MobileNavPanelProps {
  /** The sidebar; it receives `close` to call when a link is chosen, and holds a MobileNavClose. */
  children: (close: () => void) => ReactNode;
}

/** The off-canvas panel with its dimmed overlay. */
export function MobileNavPanel({ children }: MobileNavPanelProps) {
  const { t } = useTranslation();
  const { close } = useMobileNav();
  const panel = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Portal>
      <Dialog.Overlay data-slot="mobile-nav-overlay" className="fixed inset-0 z-50 bg-black/50 md:hidden" />
      <Dialog.Content
        ref={panel}
        // The title names the dialog; there is no separate description to point at.
        aria-describedby={undefined}
        onOpenAutoFocus={(event) => {
          // Start on the current page's link, where a keyboard user left off, when there is one.
          const current = panel.current?.querySelector<HTMLElement>('[aria-current="page"]');
          if (!current) return;
          event.preventDefault();
          current.focus();
        }}
        className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[calc(100vw-3rem)] flex-col border-r border-border bg-background shadow-lg outline-none md:hidden"
      >
        <Dialog.Title className="sr-only">{t('shell.mobileNav.title')}</Dialog.Title>
        {children(close)}
      </Dialog.Content>
    </Dialog.Portal>
  );
}

/** The panel's own close button, for touch users: the overlay covers the top bar's toggle. */
export function MobileNavClose() {
  const { t } = useTranslation();
  return (
    <Dialog.Close asChild>
      <Button variant="ghost" size="icon" aria-label={t('shell.mobileNav.close')} className="md:hidden">
        <X aria-hidden="true" />
      </Button>
    </Dialog.Close>
  );
}
