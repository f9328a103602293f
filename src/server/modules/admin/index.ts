export { createAdminSettingsRepo, type AdminSettingsRepo } from './admin-settings.repo';
export { createBrandService, type BrandService } from './brand.service';
export { brandRoutes } from './brand.routes';
