// Types for chromium.mjs, which the Playwright config imports.
export const chromiumCandidates: string[];
export function findChromium(): string | undefined;
