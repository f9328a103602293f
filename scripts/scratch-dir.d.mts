// Types for scratch-dir.mjs, which the test configs import.
export function preferMemoryScratch(): void;
