import { test as base, expect } from '@playwright/test';

let clientCount = 0;

export const test = base.extend({
  // Playwright reads a fixture's dependencies from this (empty) pattern.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run through playwright.config.ts');
    await use(url);
  },
  // A documentation address (TEST-NET-3) per test: the server trusts the header in these runs.
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, use) => {
    clientCount += 1;
    await use({ 'x-forwarded-for': `203.0.113.${(clientCount % 250) + 1}` });
  },
});

export { expect };
