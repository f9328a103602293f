import { describe, expect, it } from 'vitest';
import { parseSocialTags } from './social-tags';

// A destination's tags as the networks read them: Open Graph first, then Twitter's, then the
// page's own title and description; entities decoded, space collapsed, long texts cut, images
// made absolute and kept only over https.

const page = (head: string) => `<!doctype html><html><head>${head}</head><body><p>body</p></body></html>`;

describe('parseSocialTags', () => {
  it.each([
    [
      'Open Graph tags',
      page(
        '<meta property="og:title" content="Sale &amp; more"><meta property="og:description" content="Up to\n  70% off"><meta property="og:image" content="https://cdn.example/a.jpg">',
      ),
      { title: 'Sale & more', description: 'Up to 70% off', image: 'https://cdn.example/a.jpg' },
    ],
    [
      "Twitter's when Open Graph has none",
      page(
        '<meta name="twitter:title" content="From X"><meta name="twitter:description" content="Desc"><meta name="twitter:image" content="https://cdn.example/x.png">',
      ),
      { title: 'From X', description: 'Desc', image: 'https://cdn.example/x.png' },
    ],
    [
      "the page's title and description",
      page('<TITLE> Plain  page </TITLE><META NAME="Description" CONTENT="About us">'),
      { title: 'Plain page', description: 'About us', image: null },
    ],
    [
      'the first of a tag given twice, and the secure image URL first',
      page(
        '<meta property="og:title" content="First"><meta property="og:title" content="Second"><meta property="og:image" content="https://a.example/1.jpg"><meta property="og:image:secure_url" content="https://a.example/secure.jpg">',
      ),
      { title: 'First', description: null, image: 'https://a.example/secure.jpg' },
    ],
    [
      'a relative image against an https page',
      page('<meta property="og:image" content="/img/card.jpg">'),
      { title: null, description: null, image: 'https://shop.example/img/card.jpg' },
    ],
    [
      'an image over plain http: none',
      page('<meta property="og:image" content="http://cdn.example/a.jpg">'),
      { title: null, description: null, image: null },
    ],
    [
      'an image that is no URL: none',
      page('<meta property="og:image" content="http://[bad">'),
      { title: null, description: null, image: null },
    ],
    [
      'empty tags: none',
      page('<meta property="og:title" content="  "><title></title>'),
      { title: null, description: null, image: null },
    ],
    ['no head at all', 'just text', { title: null, description: null, image: null }],
  ])('reads %s', (_name, html, expected) => {
    expect(parseSocialTags(html, 'https://shop.example/landing')).toEqual(expected);
  });

  it('cuts a long title to 120 characters and a description to 300, ending them with an ellipsis', () => {
    const tags = parseSocialTags(
      page(
        `<meta property="og:title" content="${'t'.repeat(200)}"><meta property="og:description" content="${'d '.repeat(400)}">`,
      ),
      'https://shop.example/',
    );
    expect(tags.title).toHaveLength(120);
    expect(tags.title!.endsWith('…')).toBe(true);
    expect(tags.description!.length).toBeLessThanOrEqual(300);
    expect(tags.description!.endsWith('…')).toBe(true);
  });
});
