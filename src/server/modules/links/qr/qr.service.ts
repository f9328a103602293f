import {
  defaultQrDesign,
  designOfQuery,
  qrDesignSchema,
  scanUrl,
  type QrDesign,
  type QrImageQuery,
  type QrLogoUpload,
} from '../../../../shared/qr-code';
import { validationFailed } from '../../../platform/http/app-error';
import type { Actor } from '../../../platform/http/principal';
import type { DomainsApi } from '../../domains';
import { owned, visible, type LinksServiceDeps } from '../link-parts';
import type { LinkRow } from '../link-row';
import { drawQr, type QrFormat } from './qr-image';
import { qrLogoOf } from './qr-logo-file';
import type { QrRepo } from './qr.repo';

// A link's QR code (ADR 0032): its design saved on the link, and the code drawn on request with
// the saved design or, for the editor's preview and downloads, the one a query names.

export interface QrDeps extends Pick<LinksServiceDeps, 'links'> {
  repo: QrRepo;
  /** The workspace's own logo (a data URL), for designs that name `workspace`. */
  workspaceLogoOf: (workspaceId: string) => Promise<string | null>;
  domains: Pick<DomainsApi, 'shortUrl'>;
}

export interface QrImage {
  bytes: Buffer;
  format: QrFormat;
  /** The link's code, to name a downloaded file. */
  code: string;
}

/** A design as checked, or a 400 naming the field (the colours' contrast under `foreground`). */
function checkedDesign(value: unknown): QrDesign {
  const parsed = qrDesignSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message;
  throw validationFailed(fields);
}

export function createQrService(deps: QrDeps) {
  /** The logo a design names, as a data URL; null when it names none, or one that is not there. */
  async function logoOf(workspaceId: string, design: QrDesign): Promise<string | null> {
    if (design.logo === null) return null;
    if (design.logo === 'workspace') return deps.workspaceLogoOf(workspaceId);
    const bytes = await deps.repo.logoBytes(workspaceId, design.logo.slice('upload:'.length));
    return bytes === null ? null : `data:image/png;base64,${bytes.toString('base64')}`;
  }

  /** A save names a logo that is there: a 400 under `logo` otherwise. */
  async function checkLogo(workspaceId: string, design: QrDesign): Promise<void> {
    if (design.logo === null || (await logoOf(workspaceId, design)) !== null) return;
    throw validationFailed({
      logo:
        design.logo === 'workspace'
          ? 'This workspace has no logo: add one in its settings, or upload one for the code.'
          : 'This logo is not one of the workspace’s: upload it again.',
    });
  }

  const designOf = (row: LinkRow): QrDesign => row.qrDesign ?? defaultQrDesign;

  return {
    /**
     * The code of a link the actor may see, drawn as saved or as the query asks. A logo that is
     * gone since (the workspace's removed) is left out rather than failing every download.
     */
    async image(actor: Actor, id: string, query: QrImageQuery): Promise<QrImage> {
      const row = await visible(deps, actor, id);
      const { format, download: _download, ...parts } = query;
      const design = checkedDesign(designOfQuery(designOf(row), parts));
      const logo = await logoOf(row.workspaceId, design);
      const text = scanUrl(deps.domains.shortUrl(row.domain, row.shortUrl));
      return { bytes: await drawQr(text, design, logo, format), format, code: row.shortUrl };
    },

    /** Saves the design of a link of the actor's workspace. */
    async save(actor: Actor, id: string, input: QrDesign): Promise<QrDesign> {
      const row = await owned(deps, actor, id);
      const design = checkedDesign(input);
      await checkLogo(row.workspaceId, design);
      await deps.repo.saveDesign(row.workspaceId, row.id, design);
      return design;
    },

    /** Keeps an uploaded logo for the actor's workspace; answers what a design names it by. */
    async uploadLogo(actor: Actor, upload: QrLogoUpload): Promise<string> {
      const bytes = await qrLogoOf(upload);
      return `upload:${await deps.repo.insertLogo(actor.workspaceId, bytes)}`;
    },
  };
}
export type QrService = ReturnType<typeof createQrService>;
