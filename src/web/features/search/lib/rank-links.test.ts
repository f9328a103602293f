import { describe, expect, it } from 'vitest';
import { makeLink } from '../../../test/make-link';
import { displayLink, rankLinks } from './rank-links';

describe('rankLinks', () => {
  it('puts title matches first, then alias or code matches, then the rest in server order', () => {
    const byDestination = makeLink({ destination_url: 'https://promo.example.com' });
    const byCode = makeLink({ short_url: 'Promo42' });
    const byAlias = makeLink({ custom_alias: 'summer-promo' });
    const byTitle = makeLink({ title: 'Spring PROMO' });

    const ranked = rankLinks([byDestination, byCode, byAlias, byTitle], 'promo');
    expect(ranked.map((link) => link.id)).toEqual([byTitle.id, byCode.id, byAlias.id, byDestination.id]);
  });

  it('keeps at most four links however many the server sends', () => {
    const links = Array.from({ length: 7 }, (_, index) => makeLink({ title: `Link ${index}` }));
    expect(rankLinks(links, 'link').map((link) => link.title)).toEqual([
      'Link 0',
      'Link 1',
      'Link 2',
      'Link 3',
    ]);
  });
});

describe('displayLink', () => {
  it('drops the scheme', () => {
    expect(displayLink('https://sho.rt/Ab3dE9x')).toBe('sho.rt/Ab3dE9x');
  });
});
