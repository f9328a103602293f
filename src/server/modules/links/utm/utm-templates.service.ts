import {
  maxUtmTemplatesPerWorkspace,
  utmFields,
  utmValuesNeeded,
  type CreateUtmTemplate,
  type UpdateUtmTemplate,
  type UtmTemplate,
  type UtmTemplateList,
} from '../../../../shared/utm';
import { conflict, notFound, validationFailed } from '../../../platform/http/app-error';
import type { Actor } from '../../../platform/http/principal';
import {
  TemplateNameTakenError,
  type UtmTemplateRow,
  type UtmTemplatesRepo,
  type UtmTemplateValues,
} from './utm-templates.repo';

// /api/utm-templates: a workspace's saved UTM values, which the link forms fill their UTM fields
// from. Another workspace's template is "not found", whoever asks.

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const nameTaken = (name: string) => `A template named ${name} already exists. Choose another name.`;

function toTemplate(row: UtmTemplateRow): UtmTemplate {
  return {
    id: row.id,
    name: row.name,
    source: row.source,
    medium: row.medium,
    campaign: row.campaign,
    term: row.term,
    content: row.content,
    created_at: row.createdAt.toISOString(),
  };
}

/** The values given (an empty one is none), each field once; `from` fills those not given. */
function valuesOf(input: Partial<Record<string, string | null | undefined>>, from?: UtmTemplateValues) {
  const values = {} as UtmTemplateValues;
  for (const field of utmFields) {
    const given = input[field];
    values[field] = given === undefined ? (from?.[field] ?? null) : given || null;
  }
  return values;
}

async function named<T>(write: () => Promise<T>, name: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof TemplateNameTakenError) throw validationFailed({ name: nameTaken(name) });
    throw error;
  }
}

export function createUtmTemplatesService(repo: UtmTemplatesRepo) {
  async function templateOf(actor: Actor, id: string): Promise<UtmTemplateRow> {
    const row = uuid.test(id) ? await repo.find(actor.workspaceId, id) : null;
    if (!row) throw notFound('UTM template');
    return row;
  }

  return {
    async list(actor: Actor): Promise<UtmTemplateList> {
      return { items: (await repo.list(actor.workspaceId)).map(toTemplate) };
    },

    async create(actor: Actor, input: CreateUtmTemplate): Promise<UtmTemplate> {
      if ((await repo.count(actor.workspaceId)) >= maxUtmTemplatesPerWorkspace) {
        throw conflict(
          `A workspace has at most ${maxUtmTemplatesPerWorkspace} UTM templates. Delete some first.`,
        );
      }
      const row = await named(
        () => repo.insert({ workspaceId: actor.workspaceId, name: input.name, ...valuesOf(input) }),
        input.name,
      );
      return toTemplate(row);
    },

    /** What is given changes; the template must keep at least one value. */
    async update(actor: Actor, id: string, patch: UpdateUtmTemplate): Promise<UtmTemplate> {
      const current = await templateOf(actor, id);
      const values = valuesOf(patch, current);
      if (utmFields.every((field) => values[field] === null))
        throw validationFailed({ source: utmValuesNeeded });
      const row = await named(
        () => repo.update(actor.workspaceId, id, { ...values, ...(patch.name ? { name: patch.name } : {}) }),
        patch.name ?? '',
      );
      if (!row) throw notFound('UTM template');
      return toTemplate(row);
    },

    async delete(actor: Actor, id: string): Promise<void> {
      await templateOf(actor, id);
      if (!(await repo.delete(actor.workspaceId, id))) throw notFound('UTM template');
    },
  };
}

export type UtmTemplatesService = ReturnType<typeof createUtmTemplatesService>;
