import * as Dialog from 'radix-ui/dialog';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MobileNavState } from './mobile-nav';

interface MobileNavDialogProps {
  state: MobileNavState;
  children: ReactNode;
}

/** The phone's navigation panel (mobile-nav.tsx; this is its code that comes after the first page). */
export function MobileNavDialog({ state, children }: MobileNavDialogProps) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root open={state.open} onOpenChange={state.setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay data-slot="mobile-nav-overlay" className="fixed inset-0 z-50 bg-black/50 md:hidden" />
        <Dialog.Content
          ref={panel}
          id={state.panelId}
          // The title names the dialog; there is no separate description to point at.
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            // Start on the current page's link, where a keyboard user left off, when there is one.
            const current = panel.current?.querySelector<HTMLElement>('[aria-current="page"]');
            if (!current) return;
            event.preventDefault();
            current.focus();
          }}
          onCloseAutoFocus={(event) => {
            // The toggle is not Radix's trigger (it is drawn before this code is in): back to it.
            event.preventDefault();
            state.toggle.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[calc(100vw-3rem)] flex-col border-r border-border bg-background shadow-lg outline-none md:hidden"
        >
          <Dialog.Title className="sr-only">{t('shell.mobileNav.title')}</Dialog.Title>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
