import { TagsView } from '../../features/tags/components/tags-view';
import { titledPage } from '../../components/layouts/page-layout';

// GET /shortlinks/tags - Tags and folders: the workspace's tags and folders, with their links
export const Component = titledPage(
  { width: '4xl', title: 'tags.page.title', description: 'tags.page.description' },
  TagsView,
);
