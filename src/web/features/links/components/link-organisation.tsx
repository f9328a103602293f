import { Folder } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LinkTag } from '../../../../shared/link-tags';
import { TagChip } from '../../../components/ui/tag-chip';

/** A row's folder and tags, each introduced for screen readers; nothing when it has neither. */
export function LinkOrganisation({
  folderName,
  tags,
}: {
  folderName: string | null;
  tags: readonly LinkTag[];
}) {
  const { t } = useTranslation();
  if (folderName === null && tags.length === 0) return null;
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1.5 text-sm text-muted-foreground">
      {folderName !== null && (
        <p className="flex min-w-0 items-center gap-1">
          <Folder className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="sr-only">{t('links.list.folder')}</span>
          <span className="min-w-0 truncate">{folderName}</span>
        </p>
      )}
      {tags.length > 0 && (
        <p className="flex min-w-0 flex-wrap items-center gap-1">
          <span className="sr-only">{t('links.list.tags')}</span>
          {tags.map((tag) => (
            <TagChip key={tag.id} name={tag.name} color={tag.color} />
          ))}
        </p>
      )}
    </div>
  );
}
