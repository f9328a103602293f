import { canOpen, type Viewer } from '../../../shared/pages';
import type { MenuEntry } from '../../features/search/lib/menu-entries';
import { appPages } from '../pages';

/** The search palette's menu entries this viewer is offered, in the sidebar's order. */
export function searchEntriesFor(viewer: Viewer): MenuEntry[] {
  return appPages.flatMap((page) =>
    page.search && canOpen(page, viewer) ? [{ ...page.search, path: page.path }] : [],
  );
}
