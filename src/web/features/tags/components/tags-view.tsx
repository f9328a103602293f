import { useRoleAtLeast } from '../../../lib/queries/workspace';
import { FoldersSection } from './folders-section';
import { TagsSection } from './tags-section';

/** /shortlinks/tags: the tags, then the folders; a viewer reads them, a member and up changes them. */
export function TagsView() {
  const canManage = useRoleAtLeast('member');
  return (
    <div className="grid gap-6">
      <TagsSection canManage={canManage} />
      <FoldersSection canManage={canManage} />
    </div>
  );
}
