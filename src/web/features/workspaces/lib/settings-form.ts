import { z } from 'zod';
import {
  workspaceLogoSchema,
  workspaceNameSchema,
  workspaceSlugSchema,
  type UpdateWorkspace,
  type Workspace,
} from '../../../../shared/workspaces';

/** The settings form's values: each field as PATCH /api/workspace judges it. */
export const workspaceSettingsSchema = z.object({
  name: workspaceNameSchema,
  slug: workspaceSlugSchema,
  logo: workspaceLogoSchema.nullable(),
});
export type WorkspaceSettings = z.infer<typeof workspaceSettingsSchema>;

export function settingsOf(workspace: Pick<Workspace, 'name' | 'slug' | 'logo'>): WorkspaceSettings {
  return { name: workspace.name, slug: workspace.slug, logo: workspace.logo };
}

/** Only what changed, as PATCH /api/workspace takes it; empty when nothing did. */
export function changesFrom(saved: WorkspaceSettings, values: WorkspaceSettings): UpdateWorkspace {
  const changes: UpdateWorkspace = {};
  if (values.name !== saved.name) changes.name = values.name;
  if (values.slug !== saved.slug) changes.slug = values.slug;
  if (values.logo !== saved.logo) changes.logo = values.logo;
  return changes;
}

/** The image types a logo may be (workspaceLogoSchema), for the file picker. */
export const logoTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** The largest image file taken: its data URL must fit workspaceLogoMaxChars. */
export const logoMaxBytes = 100 * 1024;
