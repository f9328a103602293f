import { DeferredMenu } from '../../components/ui/deferred-menu';
import { deferredModule } from '../../lib/deferred-module';
import { UserMenuTriggerContent, userMenuTriggerClass } from './user-menu-trigger';

/** The menu's code (Radix's dropdown), which comes after the first page (ADR 0043). */
export const userMenuDropdown = deferredModule(() =>
  import('./user-menu-dropdown').then((module) => module.UserMenuDropdown),
);

/** The top bar's account menu (user-menu-dropdown.tsx), its trigger drawn from the first frame. */
export function UserMenu() {
  return (
    <DeferredMenu menu={userMenuDropdown} className={userMenuTriggerClass}>
      <UserMenuTriggerContent />
    </DeferredMenu>
  );
}
