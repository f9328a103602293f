import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandDefaults } from '../../src/shared/brand';
import { buildTestApp, type TestApp } from './helpers/test-app';
import { testEngine } from './helpers/test-database';

describe('health and brand', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports the database engine as reachable and the version', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      database: { engine: testEngine, reachable: true },
      degraded: [],
    });
  });

  it('serves the Ringkas brand defaults on a fresh install', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/brand' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(brandDefaults);
  });

  it('serves stored brand values over the defaults, ignoring inactive and ill-typed rows', async () => {
    const settings = t.parts.admin.settings;
    await settings.upsert('brand_name', 'Acme Links');
    await settings.upsert('brand_description', 'Inactive description', false);
    await settings.upsert('trial_period', 'not a number');
    const brand = (await t.app.inject({ method: 'GET', url: '/api/brand' })).json();
    expect(brand.brand_name).toBe('Acme Links');
    expect(brand.brand_description).toBe(brandDefaults.brand_description);
    expect(brand.trial_period).toBe(7);
  });
});
