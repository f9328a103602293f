import { test as base, expect } from '@playwright/test';

export const test = base.extend({
  // Playwright reads a fixture's dependencies from this (empty) pattern.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run through playwright.config.ts');
    await use(url);
  },
});

export { expect };
