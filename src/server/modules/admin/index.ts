import type { Db } from '../../db/client';
import type { Guards } from '../../platform/guards';
import type { AppModule } from '../../platform/module';
import { createAdminSettingsRepo, type AdminSettingsRepo } from './admin-settings.repo';
import { adminBrandRoutes, brandRoutes } from './brand.routes';
import { createBrandService, type BrandService } from './brand.service';

export type { AdminSettingsRepo, BrandService };

export interface AdminApi {
  brand: BrandService;
  /** The admin_settings store, for settings other modules own (and for tests). */
  settings: AdminSettingsRepo;
}

/** Product settings an admin edits: the brand (public read, admin write, HTML sanitised). */
export function createAdminModule(deps: { db: Db; guards: Guards }): AppModule<AdminApi> {
  const settings = createAdminSettingsRepo(deps.db);
  const brand = createBrandService({ settings });
  return {
    name: 'admin',
    api: { brand, settings },
    routes: [brandRoutes(brand), adminBrandRoutes(brand, deps.guards)],
  };
}
