import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorFallback } from './error-fallback';

/**
 * The router's errorElement. Errors thrown while loading a route (a lazy chunk that fails to
 * download after a deploy, say) never reach a React error boundary, so the router shows this.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const shown = isRouteErrorResponse(error) ? new Error(`${error.status} ${error.statusText}`.trim()) : error;
  return <ErrorFallback error={shown} />;
}
