// A name for the test's own destination pages on 127.0.0.1. Ringkas refuses destinations that lead
// back to its machine by spelling (127.0.0.1, localhost), so the links point at this name and the
// browser resolves it to 127.0.0.1 (--host-resolver-rules in playwright.config.ts); the server
// never resolves it.
export const destinationHost = 'destination.e2e.test';
