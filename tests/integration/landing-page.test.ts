import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landingDataElementId, type LandingData } from '../../src/shared/landing';
import { buildAuthClients, type AuthClients } from './helpers/auth-clients';
import { buildTestApp, type TestApp } from './helpers/test-app';

// `/` is the landing page's own document (landing.html): the server writes the brand and the plans
// into it, so the page renders on its first script run, and the tab has the brand's title before
// any script runs. Every other page is the app's index.html.

let t: TestApp;
let clients: AuthClients;
beforeAll(async () => {
  t = await buildTestApp();
  clients = await buildAuthClients(t);
});
afterAll(async () => {
  await t.close();
});

async function openLanding() {
  const response = await t.app.inject({ method: 'GET', url: '/' });
  const match = new RegExp(
    `<script type="application/json" id="${landingDataElementId}">(.*?)</script>`,
    's',
  ).exec(response.body);
  return {
    response,
    html: response.body,
    data: match ? (JSON.parse(match[1]!) as LandingData | null) : undefined,
  };
}

async function setBrand(brand: Record<string, unknown>) {
  const response = await clients.admin.client.put('/api/admin/brand', brand);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

describe('the landing page', () => {
  it('is landing.html with the brand and the plans on sale written in', async () => {
    await setBrand({
      brand_name: 'Acme Links',
      brand_description: 'Short links for Acme',
      show_pricing_plans: true,
    });
    const { response, html, data } = await openLanding();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(html).toContain('<title>Acme Links - Short links for Acme</title>');
    expect(html).toContain('<meta name="description" content="Short links for Acme" />');

    const brand = (await clients.anonymous.get('/api/brand')).body;
    const plans = (await clients.anonymous.get('/api/plans')).body;
    // No way to pay is set up on a fresh install: the page offers no checkout.
    expect(data).toEqual({ brand, plans, payments: false });
    // Whether plans can be bought is public, so /pricing can say it to anyone.
    expect((await clients.anonymous.get('/api/billing/methods')).body).toEqual({
      midtrans: false,
      bank_transfer: false,
      environment: 'sandbox',
    });
    await clients.admin.client.put('/api/admin/payment-gateway', {
      midtrans: { enabled: false, environment: 'sandbox' },
      bank_transfer: {
        enabled: true,
        accounts: [{ bank: 'BCA', account_number: '123 456 7890', account_name: 'PT Acme' }],
      },
    });
    // A bank transfer set up is a way to pay.
    expect((await openLanding()).data?.payments).toBe(true);
  });

  it('changes at once when the admin changes the brand', async () => {
    await setBrand({ landing_page_title: 'Every campaign, one link' });
    expect((await openLanding()).data?.brand.landing_page_title).toBe('Every campaign, one link');
  });

  it('has no plans written in while show_pricing_plans is off', async () => {
    await setBrand({ show_pricing_plans: false });
    const { data } = await openLanding();
    expect(data?.brand.show_pricing_plans).toBe(false);
    expect(data?.plans).toBeNull();
    expect(data?.payments).toBeNull();
    await setBrand({ show_pricing_plans: true });
  });

  it('cannot be broken out of by a brand text: no markup of the admin reaches the page raw', async () => {
    const hostile = '</script><script>alert(1)</script><!--';
    await setBrand({ brand_name: hostile, landing_page_title: hostile, brand_description: `"><b>x</b>` });
    const { html, data } = await openLanding();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>x</b>');
    expect(html).toContain(
      '<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- - &quot;&gt;&lt;b&gt;x&lt;/b&gt;</title>',
    );
    // Still the same text once the page reads it back.
    expect(data?.brand.landing_page_title).toBe(hostile);
    await setBrand({
      brand_name: 'Acme Links',
      landing_page_title: 'Acme',
      brand_description: 'Short links for Acme',
    });
  });

  it('answers HEAD, and a trailing query string, with the landing page', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    const withQuery = await t.app.inject({ method: 'GET', url: '/?utm_source=ad' });
    expect(withQuery.body).toContain(`id="${landingDataElementId}">{`);
  });

  it('leaves every other page to the app’s index.html', async () => {
    for (const path of ['/login', '/pricing', '/dashboard']) {
      const response = await t.app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).not.toContain(landingDataElementId);
      expect(response.body, path).toContain('<div id="root"></div>');
    }
  });

  it('serves a page with a parameter for any one segment there, not for more or none', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/invite/abc_DEF-123' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/invite/abc/' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/invite' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/invite/abc/more' })).statusCode).toBe(404);
  });
});
