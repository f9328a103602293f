import { canOpen, type Viewer } from '../../../shared/pages';
import { appPages, navGroupKeys, type AppPage, type NavGroupKey, type NavPlacement } from '../pages';

// The sidebar, derived from the page registry (app/pages.ts): what is shown is for display only;
// the server decides on every request what a user may open.

export type NavPage = Extract<AppPage, { nav: NavPlacement }>;

export interface NavGroup {
  key: NavGroupKey;
  pages: NavPage[];
}

/** The groups and pages this viewer is offered, in the spec's order; empty groups are left out. */
export function navGroupsFor(viewer: Viewer): NavGroup[] {
  const offered = appPages.filter((page): page is NavPage => page.nav !== undefined && canOpen(page, viewer));
  return navGroupKeys
    .map((key) => ({ key, pages: offered.filter((page) => page.nav.group === key) }))
    .filter((group) => group.pages.length > 0);
}
