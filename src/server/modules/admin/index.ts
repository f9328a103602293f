export { createAdminSettingsRepo, type AdminSettingsRepo } from './admin-settings.repo';
export { createBrandService, type BrandService } from './brand.service';
export { adminBrandRoutes, brandRoutes } from './brand.routes';
export { sanitizeLandingHtml } from './brand-update';
