import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { linkQrLogos, shortlinks } from '../../../db/schema/links';
import type { QrDesign } from '../../../../shared/qr-code';

// QR codes' rows: a link's saved design, and the logos uploaded for a workspace's codes.

export function createQrRepo(db: Db) {
  return {
    async insertLogo(workspaceId: string, bytes: Buffer): Promise<string> {
      const [row] = await db
        .insert(linkQrLogos)
        .values({ workspaceId, bytes })
        .returning({ id: linkQrLogos.id });
      return row!.id;
    },
    /** The logo's PNG when it is the workspace's; null otherwise (another's id draws no logo). */
    async logoBytes(workspaceId: string, id: string): Promise<Buffer | null> {
      const rows = await db
        .select({ bytes: linkQrLogos.bytes })
        .from(linkQrLogos)
        .where(and(eq(linkQrLogos.id, id), eq(linkQrLogos.workspaceId, workspaceId)));
      return rows[0]?.bytes ?? null;
    },
    async saveDesign(workspaceId: string, linkId: string, design: QrDesign): Promise<void> {
      await db
        .update(shortlinks)
        .set({ qrDesign: design, updatedAt: new Date() })
        .where(and(eq(shortlinks.id, linkId), eq(shortlinks.workspaceId, workspaceId)));
    },
  };
}
export type QrRepo = ReturnType<typeof createQrRepo>;
