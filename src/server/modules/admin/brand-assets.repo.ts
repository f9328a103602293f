import type { BrandAssetKind } from '../../../shared/brand-assets';
import type { Db } from '../../db/client';
import { brandAssets } from '../../db/schema/admin';
import { upsertSetting } from './admin-settings.repo';
import type { AuditLog } from './audit.repo';
import type { CheckedAsset } from './brand-asset-file';

export interface StoredAsset extends CheckedAsset {
  kind: BrandAssetKind;
  updatedAt: Date;
}

export function createBrandAssetsRepo(db: Db, audit: AuditLog) {
  return {
    async listAll(): Promise<StoredAsset[]> {
      const rows = await db.select().from(brandAssets);
      return rows.map((row) => ({
        kind: row.kind as BrandAssetKind,
        contentType: row.contentType as CheckedAsset['contentType'],
        bytes: row.bytes,
        sha256: row.sha256,
        updatedAt: row.updatedAt,
      }));
    },

    /**
     * Stores the image, points the brand setting at it and records who did it: one transaction,
     * so the brand never names an image that is not there.
     */
    async store(input: {
      kind: BrandAssetKind;
      asset: CheckedAsset;
      setting: { key: string; value: string };
      actorId: string;
    }): Promise<void> {
      const { kind, asset, setting, actorId } = input;
      await db.transaction(async (tx) => {
        const values = { contentType: asset.contentType, bytes: asset.bytes, sha256: asset.sha256 };
        await tx
          .insert(brandAssets)
          .values({ kind, ...values })
          .onConflictDoUpdate({ target: brandAssets.kind, set: { ...values, updatedAt: new Date() } });
        await upsertSetting(tx, setting.key, setting.value);
        await audit.record(
          {
            actorId,
            action: 'brand.asset.upload',
            target: `brand:${kind}`,
            after: { content_type: asset.contentType, size: asset.bytes.length, sha256: asset.sha256 },
          },
          tx,
        );
      });
    },
  };
}

export type BrandAssetsRepo = ReturnType<typeof createBrandAssetsRepo>;
