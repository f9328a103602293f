import { describe, expect, it } from 'vitest';
import { socialPreviewPage } from './social-preview-page';

describe('the social preview page', () => {
  const page = socialPreviewPage({
    title: 'Sale "today" <b>',
    description: null,
    imageUrl: null,
    shortUrl: 'https://go.brand.example/sale',
    destination: 'https://shop.example/?a=1&b="2"',
  });

  it('escapes every value, and leaves out what the link has not', () => {
    expect(page).toContain('<meta property="og:title" content="Sale &#34;today&#34; &#60;b&#62;">');
    expect(page).toContain('<meta property="og:url" content="https://go.brand.example/sale">');
    expect(page).toContain(
      '<meta http-equiv="refresh" content="0; url=https://shop.example/?a=1&#38;b=&#34;2&#34;">',
    );
    expect(page).not.toContain('og:description');
    expect(page).not.toContain('og:image');
    expect(page).toContain('<meta name="twitter:card" content="summary">');
  });

  it('falls back to the destination for the title', () => {
    const untitled = socialPreviewPage({
      title: null,
      description: 'Words',
      imageUrl: 'https://cdn.example/card.jpg',
      shortUrl: 'https://sho.rt/x',
      destination: 'https://shop.example/',
    });
    expect(untitled).toContain('<meta property="og:title" content="https://shop.example/">');
    expect(untitled).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(untitled).toContain('<meta name="twitter:image" content="https://cdn.example/card.jpg">');
  });
});
