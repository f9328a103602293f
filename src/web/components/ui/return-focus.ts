import { useCallback, useRef, type RefObject } from 'react';

type AutoFocusHandler = (event: Event) => void;

/**
 * Focus back on the opener when a dialog closes. Radix returns it only to a Dialog.Trigger, and
 * most dialogs here are opened by state from a row's button, so without this focus would fall to
 * the page's start. The opener is whatever had focus as the dialog opened. A caller's own
 * onCloseAutoFocus that prevents the default (it put focus somewhere itself) wins; when the opener
 * has gone (its row was deleted), the main area takes focus so the keyboard is not sent back to the
 * top of the page.
 */
export function useReturnFocus(handlers: {
  onOpenAutoFocus?: AutoFocusHandler;
  onCloseAutoFocus?: AutoFocusHandler;
}): { onOpenAutoFocus: AutoFocusHandler; onCloseAutoFocus: AutoFocusHandler } {
  const opener = useRef<Element | null>(null);
  return {
    onOpenAutoFocus: (event) => {
      // Called as the dialog mounts, before focus moves into it.
      opener.current = document.activeElement;
      handlers.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event) => {
      handlers.onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const target =
        opener.current instanceof HTMLElement &&
        opener.current.isConnected &&
        opener.current !== document.body
          ? opener.current
          : document.getElementById('main');
      opener.current = null;
      if (!target) return;
      event.preventDefault();
      target.focus();
    },
  };
}

/**
 * For when what had focus went away with what it showed (a removed row and its button): the first
 * heading in the region takes focus (made focusable), instead of the top of the page.
 */
export function useHeadingFocus<Region extends HTMLElement>(): [RefObject<Region | null>, () => void] {
  const region = useRef<Region>(null);
  const focus = useCallback(() => {
    const heading = region.current?.querySelector<HTMLElement>('h2, h3');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, []);
  return [region, focus];
}
