import { Menu, X } from 'lucide-react';
import {
  createContext,
  use,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { DeferredPart } from '../../components/ui/deferred-part';
import { cn } from '../../lib/cn';
import { deferredModule } from '../../lib/deferred-module';

// Under the spec's 768 px breakpoint (Tailwind's `md`) the sidebar lives in an off-canvas panel
// opened from the top bar. A modal dialog gives the panel what it needs (mobile-nav-dialog.tsx):
// focus moves in and is kept there, Escape and the overlay close it, focus returns to the toggle,
// the page behind is inert. Its code (Radix's dialog) comes after the first page (ADR 0043); the
// toggle and the open state are here, from the first frame.

/** Tailwind's `md` breakpoint: from here on the sidebar is always on screen. */
export const desktopQuery = '(min-width: 768px)';

/** The panel's code, which comes after the first page, or as the toggle is first pressed. */
export const mobileNavDialog = deferredModule(() =>
  import('./mobile-nav-dialog').then((module) => module.MobileNavDialog),
);

export interface MobileNavState {
  open: boolean;
  setOpen: (open: boolean) => void;
  close: () => void;
  /** The panel's id, which the toggle controls. */
  panelId: string;
  /** The toggle, where focus returns when the panel closes. */
  toggle: RefObject<HTMLButtonElement | null>;
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
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const state = useMemo(
    () => ({ open, setOpen, close: () => setOpen(false), panelId, toggle }),
    [open, panelId],
  );

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

  return <MobileNavContext value={state}>{children}</MobileNavContext>;
}

/** The top bar's menu button; hidden from the breakpoint up. */
export function MobileNavToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { open, setOpen, panelId, toggle } = useMobileNav();
  return (
    <Button
      ref={toggle}
      variant="ghost"
      size="icon"
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={panelId}
      aria-label={open ? t('shell.mobileNav.close') : t('shell.mobileNav.open')}
      className={cn('md:hidden', className)}
      onClick={() => setOpen(!open)}
    >
      {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
    </Button>
  );
}

interface MobileNavPanelProps {
  /** The sidebar; it receives `close` to call when a link is chosen, and holds a MobileNavClose. */
  children: (close: () => void) => ReactNode;
}

/** The off-canvas panel with its dimmed overlay, once its code is in. */
export function MobileNavPanel({ children }: MobileNavPanelProps) {
  const state = useMobileNav();
  useEffect(() => {
    if (state.open) void mobileNavDialog.load().catch(() => state.close());
  }, [state]);
  return (
    <DeferredPart part={mobileNavDialog} props={{ state, children: children(state.close) }} fallback={null} />
  );
}

/** The panel's own close button, for touch users: the overlay covers the top bar's toggle. */
export function MobileNavClose() {
  const { t } = useTranslation();
  const { close } = useMobileNav();
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={t('shell.mobileNav.close')}
      className="md:hidden"
      onClick={close}
    >
      <X aria-hidden="true" />
    </Button>
  );
}
