export { healthRoutes } from './health.routes';
export { clientErrorsRoutes } from './client-errors.routes';
