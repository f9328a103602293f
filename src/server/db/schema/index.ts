// One schema for both engines (PGlite and PostgreSQL 15): nothing newer than PostgreSQL 15.
// Each file is owned by one module (its name); lint lets a module import its own tables only
// (eslint.config.js). drizzle-kit and the database client read them all through this file.

export * from './admin';
export * from './auth';
export * from './profiles';
export * from './workspaces';
export * from './users';
export * from './billing';
export * from './links';
export * from './analytics';
export * from './notifications';
export * from './domains';
export * from './checks';
export * from './telegram';
export * from './feedback';
export * from './webhooks';
