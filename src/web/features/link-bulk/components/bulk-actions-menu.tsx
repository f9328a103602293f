import { ChevronDown, Download } from 'lucide-react';
import * as DropdownMenu from 'radix-ui/dropdown-menu';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { DownloadLink } from '../../../components/ui/download-link';
import { cn } from '../../../lib/cn';
import { exportUrl } from '../api/export-url';
import { offeredActions } from './action-list';
import type { LinkBulk } from './use-link-bulk';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground data-[disabled]:pointer-events-none data-[disabled]:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground';

/** The actions as one menu, for the widths where their buttons do not fit beside the count. */
export function BulkActionsMenu({
  bulk,
  count,
  className,
}: {
  bulk: LinkBulk;
  count: number;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    // Not modal, as the shell's menus: the page stays readable to assistive technology.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild disabled={bulk.running}>
        <Button type="button" variant="outline" size="sm" className={className}>
          {t('linkBulk.actions.menu')}
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-40 max-h-[var(--radix-dropdown-menu-content-available-height)] min-w-48 max-w-[calc(100vw-1rem)] overflow-y-auto rounded-md border border-border bg-popover p-1 text-popover-foreground shadow-md"
        >
          {offeredActions.map(({ action, icon: Icon }) => (
            <Fragment key={action}>
              {action === 'delete' && (
                <>
                  {exportUrl(bulk.target) === null ? (
                    <DropdownMenu.Item disabled className={itemClass}>
                      <Download aria-hidden="true" />
                      {t('linkBulk.actions.exportTooMany')}
                    </DropdownMenu.Item>
                  ) : (
                    <DropdownMenu.Item asChild className={itemClass}>
                      <DownloadLink href={exportUrl(bulk.target)!}>
                        <Download aria-hidden="true" />
                        {t('linkBulk.actions.export')}
                      </DownloadLink>
                    </DropdownMenu.Item>
                  )}
                  <DropdownMenu.Separator className="-mx-1 my-1 h-px bg-border" />
                </>
              )}
              <DropdownMenu.Item
                className={cn(itemClass, action === 'delete' && 'text-destructive')}
                onSelect={() => bulk.start(action, count)}
              >
                <Icon aria-hidden="true" />
                {t(`linkBulk.actions.${action}`)}
              </DropdownMenu.Item>
            </Fragment>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
