import {
  brandAssetPath,
  brandAssetSetting,
  type BrandAssetKind,
  type BrandAssetUpload,
} from '../../../shared/brand-assets';
import { createLastKnown } from '../../platform/runtime/last-known';
import { checkBrandAsset } from './brand-asset-file';
import type { BrandAssetsRepo, StoredAsset } from './brand-assets.repo';

/** How much of the hash names a version in the URL: enough that two uploads never share one. */
const versionLength = 16;

export const assetVersion = (asset: Pick<StoredAsset, 'sha256'>) => asset.sha256.slice(0, versionLength);

export function createBrandAssetsService(deps: {
  repo: BrandAssetsRepo;
  /** Called after a write: the brand and the images are read again, here and (bus) elsewhere. */
  written: () => Promise<void>;
  logger: Parameters<typeof createLastKnown>[0]['logger'];
  maxAgeMs?: number | undefined;
}) {
  // Kept in memory like the brand (two images of at most 512 KB): every page shows the logo and
  // favicon, also while the database is away.
  const kept = createLastKnown({
    name: 'brand assets',
    load: async () => new Map((await deps.repo.listAll()).map((asset) => [asset.kind, asset])),
    maxAgeMs: deps.maxAgeMs,
    logger: deps.logger,
  });

  return {
    async get(kind: BrandAssetKind): Promise<StoredAsset | undefined> {
      return (await kept.get()).get(kind);
    },

    /** Read again on the next get(): an image changed (here or in another process). */
    changed: () => kept.invalidate(),

    /**
     * Checks the upload (400 naming the field), stores it and points the brand's logo or favicon at
     * its new URL. Returns that URL.
     */
    async upload(kind: BrandAssetKind, upload: BrandAssetUpload, actorId: string): Promise<string> {
      const asset = checkBrandAsset(upload);
      const url = brandAssetPath(kind, assetVersion(asset));
      await deps.repo.store({ kind, asset, setting: { key: brandAssetSetting[kind], value: url }, actorId });
      await deps.written();
      return url;
    },
  };
}

export type BrandAssetsService = ReturnType<typeof createBrandAssetsService>;
