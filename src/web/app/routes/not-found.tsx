import { NotFoundPage } from '../../components/errors/not-found-page';

// GET * - every path no other route claims
export { NotFoundPage as Component };
