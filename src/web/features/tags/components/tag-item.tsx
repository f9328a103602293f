import { Merge, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Tag } from '../../../../shared/link-tags';
import { Button } from '../../../components/ui/button';
import { RemoveButton } from '../../../components/ui/remove-button';
import { TagChip } from '../../../components/ui/tag-chip';
import { formatNumber } from '../../../lib/format';
import { linksWithTag } from '../lib/links-of';

export interface TagActions {
  onEdit: (tag: Tag) => void;
  /** Left out when there is no other tag to merge into. */
  onMerge?: (tag: Tag) => void;
  onDelete: (tag: Tag) => void;
}

/** One tag: its chip, how many links carry it (the way to them), and what a member may do with it. */
export function TagItem({ tag, actions }: { tag: Tag; actions: TagActions | null }) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 p-3 sm:px-4">
      <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="min-w-0">
          <TagChip name={tag.name} color={tag.color} className="text-sm" />
        </h3>
        <Link
          to={linksWithTag(tag.id)}
          aria-label={t('tags.list.linksTagged', {
            count: tag.links,
            formatted: formatNumber(tag.links),
            name: tag.name,
          })}
          className="text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
        >
          {t('tags.list.links', { count: tag.links, formatted: formatNumber(tag.links) })}
        </Link>
      </div>
      {actions && (
        <div className="flex items-center gap-1">
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={t('tags.edit.open', { name: tag.name })}
            title={t('tags.edit.open', { name: tag.name })}
            onClick={() => actions.onEdit(tag)}
          >
            <Pencil aria-hidden="true" />
          </Button>
          {actions.onMerge && (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t('tags.merge.open', { name: tag.name })}
              title={t('tags.merge.open', { name: tag.name })}
              onClick={() => actions.onMerge?.(tag)}
            >
              <Merge aria-hidden="true" />
            </Button>
          )}
          <RemoveButton
            label={t('tags.delete.open', { name: tag.name })}
            title={t('tags.delete.open', { name: tag.name })}
            onClick={() => actions.onDelete(tag)}
          />
        </div>
      )}
    </li>
  );
}
