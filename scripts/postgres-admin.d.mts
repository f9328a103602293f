// Types for postgres-admin.mjs, which the integration tests' helpers import.
export function onServer(serverUrl: string, statement: string): Promise<void>;
export function databaseUrlOf(serverUrl: string, name: string): string;
