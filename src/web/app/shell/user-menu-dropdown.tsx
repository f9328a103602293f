import { Building2, Check, Monitor, Moon, Settings, Sun, UserRound, Users } from 'lucide-react';
import * as DropdownMenu from 'radix-ui/dropdown-menu';
import { useId, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUpdateMe } from '../../features/account/api/update-me';
import { switchLanguage } from '../../lib/i18n';
import { isLanguage, languageAutonyms, languages, type Language } from '../../lib/language';
import type { DeferredMenuProps } from '../../components/ui/deferred-menu';
import { useMe } from '../../lib/queries/me';
import {
  chooseTheme,
  currentTheme,
  isTheme,
  onThemeChange,
  themes,
  type Theme,
} from '../../lib/theme-choice';
import { toastError } from '../../lib/toast';
import { UserMenuTriggerContent, userMenuTriggerClass } from './user-menu-trigger';

const themeIcons = { light: Sun, dark: Moon, system: Monitor } as const satisfies Record<Theme, unknown>;

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground';

/** The account's pages and the tab's workspace's, in the menu's order. */
const accountLinks = [
  { to: '/profile', icon: UserRound, label: 'shell.userMenu.profile' },
  { to: '/settings', icon: Settings, label: 'shell.userMenu.settings' },
  { to: '/settings/workspace', icon: Building2, label: 'shell.userMenu.workspace' },
  { to: '/settings/members', icon: Users, label: 'shell.userMenu.members' },
] as const;

/**
 * The top bar's account menu (user-menu.tsx; this is its code that comes after the first page):
 * the user's name (else email, else User), Profile and Settings, the workspace's settings and
 * members, language and the theme. Choosing a language or a theme switches the page at once and
 * saves it to the account (PATCH /api/me), so it holds after a reload and on other devices; a
 * failed save switches back.
 */
export function UserMenuDropdown({ openAtStart }: DeferredMenuProps) {
  const { t, i18n } = useTranslation();
  const { data: me } = useMe();
  const update = useUpdateMe();
  const languageLabelId = useId();
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const themeLabelId = useId();
  const theme = useSyncExternalStore(onThemeChange, currentTheme);

  const chooseLanguage = (value: string) => {
    if (!isLanguage(value) || value === current) return;
    const previous = current;
    switchLanguage(value);
    update.mutate(
      { language: value },
      {
        onError: () => {
          switchLanguage(previous);
          toastError(i18n.t('shell.userMenu.languageFailed'));
        },
      },
    );
  };

  const pickTheme = (value: string) => {
    if (!isTheme(value) || value === theme) return;
    const previous = theme;
    chooseTheme(value);
    update.mutate(
      { theme: value },
      {
        onError: () => {
          chooseTheme(previous);
          toastError(i18n.t('shell.userMenu.themeFailed'));
        },
      },
    );
  };

  return (
    // Not modal: a modal menu hides the rest of the page with aria-hidden while its links and
    // buttons stay focusable (axe: aria-hidden-focus). Focus still moves into the menu, the arrow
    // keys move within it, and Escape, Tab or a click outside closes it, back on the trigger.
    <DropdownMenu.Root modal={false} defaultOpen={openAtStart}>
      <DropdownMenu.Trigger className={userMenuTriggerClass}>
        <UserMenuTriggerContent />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-44 max-w-[calc(100vw-1rem)] overflow-hidden rounded-md border border-border bg-popover p-1 text-popover-foreground shadow-md"
        >
          {me?.profile.email && (
            <>
              <DropdownMenu.Label className="truncate px-2 py-1.5 text-xs text-muted-foreground">
                {me.profile.email}
              </DropdownMenu.Label>
              <DropdownMenu.Separator className="-mx-1 my-1 h-px bg-border" />
            </>
          )}
          {accountLinks.map(({ to, icon: Icon, label }) => (
            <DropdownMenu.Item key={to} asChild className={itemClass}>
              <Link to={to}>
                <Icon aria-hidden="true" />
                {t(label)}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="-mx-1 my-1 h-px bg-border" />
          <DropdownMenu.Label id={languageLabelId} className="px-2 py-1.5 text-xs text-muted-foreground">
            {t('common.language')}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            aria-labelledby={languageLabelId}
            value={current}
            onValueChange={chooseLanguage}
          >
            {languages.map((code) => (
              <DropdownMenu.RadioItem key={code} value={code} lang={code} className={itemClass}>
                {/* The tick marks the language in force; the others keep its room, so names align. */}
                <span className="flex size-4 items-center justify-center">
                  <DropdownMenu.ItemIndicator>
                    <Check aria-hidden="true" />
                  </DropdownMenu.ItemIndicator>
                </span>
                {languageAutonyms[code]}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
          <DropdownMenu.Separator className="-mx-1 my-1 h-px bg-border" />
          <DropdownMenu.Label id={themeLabelId} className="px-2 py-1.5 text-xs text-muted-foreground">
            {t('common.theme.label')}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup aria-labelledby={themeLabelId} value={theme} onValueChange={pickTheme}>
            {themes.map((choice) => {
              const Icon = themeIcons[choice];
              return (
                <DropdownMenu.RadioItem key={choice} value={choice} className={itemClass}>
                  <span className="flex size-4 items-center justify-center">
                    <DropdownMenu.ItemIndicator>
                      <Check aria-hidden="true" />
                    </DropdownMenu.ItemIndicator>
                  </span>
                  <Icon aria-hidden="true" />
                  {t(`common.theme.${choice}`)}
                </DropdownMenu.RadioItem>
              );
            })}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
