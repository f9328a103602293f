import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { ChangeBus } from '../../platform/wiring/change-bus';
import { defineModule, type AppModule } from '../../platform/wiring/module';
import { createAdminSettingsRepo, type AdminSettingsRepo } from './admin-settings.repo';
import { createAuditLog, type AuditLog } from './audit.repo';
import { adminBrandAssetRoutes, brandAssetRoutes } from './brand-assets.routes';
import { createBrandAssetsRepo } from './brand-assets.repo';
import { createBrandAssetsService } from './brand-assets.service';
import { adminBrandRoutes, brandRoutes } from './brand.routes';
import { createBrandService, type BrandService } from './brand.service';
import { adminTextsId } from './texts-id';

export type { AdminSettingsRepo, AuditLog, BrandService };
export type { AuditEntry, AuditRow } from './audit.repo';

/** The change bus channel on which a write to admin_settings is announced. */
export const adminSettingsChangedChannel = 'ringkas_admin_settings';

/**
 * How long another process's brand change may go unseen should its announcement be missed (the
 * bus reconnecting): the same minute /api/brand lets browsers keep it.
 */
const brandMaxAgeMs = 60_000;

export interface AdminApi {
  brand: BrandService;
  /** The admin_settings store, for settings other modules own (and for tests). */
  settings: AdminSettingsRepo;
  /** Who changed what: every module records its admin changes here. */
  audit: AuditLog;
}

/**
 * Product settings an admin edits: the brand (public read, admin write, HTML sanitised) and its
 * uploaded logo and favicon (brand_assets), kept in memory and read again when a setting is
 * written, here or (through the bus) in another process. Without a bus (the command line) nothing
 * is announced.
 */
export function createAdminModule(deps: {
  db: Db;
  logger: FastifyBaseLogger;
  bus?: ChangeBus;
}): AppModule<{ admin: AdminApi }> {
  const { bus } = deps;
  const stored = createAdminSettingsRepo(deps.db);
  // Every write goes through here, so none can leave the kept brand behind: this process drops it
  // at once (the bus's echo comes later), the others when they hear the bus.
  async function written() {
    brand.changed();
    assets.changed();
    await bus?.publish(adminSettingsChangedChannel, 'settings');
  }
  const settings: AdminSettingsRepo = {
    listActive: () => stored.listActive(),
    async upsertMany(entries) {
      await stored.upsertMany(entries);
      await written();
    },
    async upsert(key, value, isActive) {
      await stored.upsert(key, value, isActive);
      await written();
    },
  };
  const maxAgeMs = bus?.crossProcess ? brandMaxAgeMs : undefined;
  const brand = createBrandService({ settings, logger: deps.logger, maxAgeMs });
  const audit = createAuditLog(deps.db);
  // An upload writes its image and the brand's URL of it together (brand_assets.repo), then
  // announces it as any other setting.
  const assets = createBrandAssetsService({
    repo: createBrandAssetsRepo(deps.db, audit),
    written,
    logger: deps.logger,
    maxAgeMs,
  });
  let unsubscribe = () => {};
  return {
    name: 'admin',
    provides: { admin: { brand, settings, audit } },
    routes: (guards) => [
      brandRoutes(brand),
      brandAssetRoutes(assets),
      adminBrandRoutes(brand, guards, audit),
      adminBrandAssetRoutes(assets, brand, guards),
    ],
    lifecycle: {
      async start() {
        if (bus) {
          unsubscribe = bus.subscribe(adminSettingsChangedChannel, () => {
            brand.changed();
            assets.changed();
          });
        }
        // Read once at start, so that an outage before the first visit still has a brand to show.
        await brand.getBrand();
        await assets.get('logo');
      },
      stop: () => unsubscribe(),
    },
  };
}

declare module '../../platform/wiring/module' {
  interface Services {
    admin: AdminApi;
  }
}

export const adminModule = defineModule({
  name: 'admin',
  needs: [],
  provides: ['admin'],
  texts: adminTextsId,
  create: (_, { db, logger, bus }) => createAdminModule({ db, logger, bus }),
});
