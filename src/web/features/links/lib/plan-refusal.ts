import { ApiError } from '../../../lib/api-client';

/** 403 from POST /api/links: the plan has no link creation, or its maximum is reached. */
export function isPlanRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 403;
}
