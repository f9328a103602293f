import { Folder as FolderIcon, FolderOpen, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Folder } from '../../../../shared/link-tags';
import { Button } from '../../../components/ui/button';
import { RemoveButton } from '../../../components/ui/remove-button';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';
import { linksInFolder } from '../lib/links-of';

export interface FolderActions {
  onRename: (folder: Folder) => void;
  onDelete: (folder: Folder) => void;
}

/** One folder: its name, how many links are in it (the way to them), Rename and Delete for a member. */
export function FolderItem({ folder, actions }: { folder: Folder; actions: FolderActions | null }) {
  const { t } = useTranslation();
  return (
    <FolderRow
      name={folder.name}
      count={folder.links}
      to={linksInFolder(folder.id)}
      countLabel={t('tags.folders.list.linksIn', {
        count: folder.links,
        formatted: formatNumber(folder.links),
        name: folder.name,
      })}
    >
      {actions && (
        <div className="flex items-center gap-1">
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={t('tags.folders.rename.open', { name: folder.name })}
            title={t('tags.folders.rename.open', { name: folder.name })}
            onClick={() => actions.onRename(folder)}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <RemoveButton
            label={t('tags.folders.delete.open', { name: folder.name })}
            title={t('tags.folders.delete.open', { name: folder.name })}
            onClick={() => actions.onDelete(folder)}
          />
        </div>
      )}
    </FolderRow>
  );
}

/** The links in no folder: a line of their own, after the folders. */
export function UnfiledItem({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <FolderRow
      name={t('tags.folders.list.unfiled')}
      count={count}
      to={linksInFolder('none')}
      countLabel={t('tags.folders.list.linksUnfiled', { count, formatted: formatNumber(count) })}
      muted
    />
  );
}

function FolderRow({
  name,
  count,
  to,
  countLabel,
  muted = false,
  children,
}: {
  name: string;
  count: number;
  to: string;
  countLabel: string;
  muted?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const Icon = muted ? FolderOpen : FolderIcon;
  return (
    <li className="flex min-h-15 flex-wrap items-center justify-between gap-x-4 gap-y-2 p-3 sm:px-4">
      <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className={cn('flex min-w-0 items-center gap-2 font-medium', muted && 'text-muted-foreground')}>
          <Icon className="size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 break-words">{name}</span>
        </h3>
        <Link
          to={to}
          aria-label={countLabel}
          className="text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
        >
          {t('tags.list.links', { count, formatted: formatNumber(count) })}
        </Link>
      </div>
      {children}
    </li>
  );
}
