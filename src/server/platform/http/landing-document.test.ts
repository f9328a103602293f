import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandDefaults } from '../../../shared/brand';
import { jsonForScript, landingDataPlaceholder, renderLandingDocument } from './landing-document';
import { packageRoot } from '../runtime/package-root';

const template = readFileSync(join(packageRoot, 'src', 'web', 'landing.html'), 'utf8');

describe('the landing document', () => {
  it('is built from a template that has the element the data goes into', () => {
    expect(template).toContain(landingDataPlaceholder);
  });

  it('is the template unchanged when there is no data (the script then asks the API)', () => {
    expect(renderLandingDocument(template, null)).toBe(template);
  });

  it('carries the data, the title and the description', () => {
    const brand = { ...brandDefaults, brand_name: 'Acme', brand_description: 'Links & more' };
    const html = renderLandingDocument(template, { brand, plans: [], payments: true });
    expect(html).toContain('<title>Acme - Links &amp; more</title>');
    expect(html).toContain('<meta name="description" content="Links &amp; more" />');
    expect(html).not.toContain(landingDataPlaceholder);
    expect(html).toContain('"brand_name":"Acme"');
  });

  it('keeps replacement patterns in the data as text ($& and $1 are not special)', () => {
    const brand = { ...brandDefaults, brand_name: 'Price $& $1 $$' };
    const html = renderLandingDocument(template, { brand, plans: null, payments: null });
    expect(html).toContain('"brand_name":"Price $& $1 $$"');
    expect(html).toContain('<title>Price $&amp; $1 $$ - ');
  });
});

describe('JSON inside a <script> element', () => {
  it('cannot close the element or open a comment, and reads back the same', () => {
    const value = { text: '</script><!-- <script>', lines: 'a\u2028b\u2029c' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/<\/script|<!--|</);
    expect(JSON.parse(json)).toEqual(value);
  });
});
