// Types for bundle-budget.mjs, which its test imports.
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export const webDir: string;
export function documentFiles(document: string): string[];
export function readManifest(): Manifest;
export function chunkFiles(manifest: Manifest, source: string): string[];
export function measure(file: string): { file: string; raw: number; gzip: number };
export function kb(bytes: number): string;
export function report(
  title: string,
  files: string[],
  budgetGzipBytes: number,
): { raw: number; gzip: number; files: number; within: boolean };
