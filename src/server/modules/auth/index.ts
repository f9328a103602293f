export { createAuth, type Auth } from './auth';
export { authRoutes } from './auth.routes';
export { createSessionReader, type SessionReader, type SessionUser } from './sessions';
