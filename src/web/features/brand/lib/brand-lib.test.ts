import { describe, expect, it } from 'vitest';
import { brandDefaults } from '../../../../shared/brand-defaults';
import { applyFavicon } from './favicon';
import { declaredImageType, readImageFile } from './image-file';
import { changesOf, draftFrom } from './settings-draft';
import {
  applyBrandTheme,
  brandTheme,
  contrastRatio,
  darkCard,
  darkPage,
  formatRatio,
  parseHexColor,
} from './theme';

describe('brandTheme', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio([255, 255, 255], [0, 0, 0])).toBeCloseTo(21, 5);
    expect(formatRatio(contrastRatio(parseHexColor('#2563eb')!, [255, 255, 255]))).toBe('5.1');
    expect(parseHexColor('#26e')).toEqual([0x22, 0x66, 0xee]);
    expect(parseHexColor('blue')).toBeNull();
  });

  it('keeps white text on an accent it reads on', () => {
    const theme = brandTheme('#2563eb');
    expect(theme.foreground).toBe('#ffffff');
    expect(theme.contrast).toBeGreaterThanOrEqual(4.5);
    expect(theme.variables).toMatchObject({
      '--brand-primary': '#2563eb',
      '--brand-primary-foreground': '#ffffff',
    });
  });

  it('darkens or lightens a primary button under the pointer away from its text, in both themes', () => {
    const readability = (background: string, text: string) =>
      contrastRatio(parseHexColor(background)!, parseHexColor(text)!);
    for (const accent of ['#2563eb', '#facc15', '#111827', '#16a34a', '#ffffff', '#7c3aed']) {
      const { variables: v } = brandTheme(accent);
      for (const suffix of ['', '-dark'] as const) {
        const text = v[`--brand-primary-foreground${suffix}`];
        const hover = v[`--brand-primary-hover${suffix}`];
        expect(hover, `${accent}${suffix}`).not.toBe(v[`--brand-primary${suffix}`]);
        // Further from the text, unless the button is white or black already (then still readable).
        expect(readability(hover, text), `${accent}${suffix}`).toBeGreaterThanOrEqual(
          Math.min(readability(v[`--brand-primary${suffix}`], text), 4.5),
        );
      }
    }
    // The default blue's hover, which styles.css falls back to before the brand is read.
    expect(brandTheme('#2563eb').variables).toMatchObject({
      '--brand-primary-hover': '#2159d4',
      '--brand-primary-hover-dark': '#6c96f2',
    });
    expect(readability('#2159d4', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('lightens a dark accent for the dark theme, to the least shade that reads on its cards and tint', () => {
    const theme = brandTheme('#2563eb');
    const card = parseHexColor(darkCard)!;
    // As chosen, the blue is hard to read on the dark page (links, focus rings)...
    expect(theme.dark.accentContrast).toBeLessThan(4.5);
    expect(theme.dark.lightened).toBe(true);
    // ...so the dark theme shows a lighter blue that reads on the cards and as the current item of a
    // list, on its own tint. With 5% less white (#5182ef) it would read on the cards, not the tint.
    expect(theme.dark.primary).toBe('#5c8af0');
    expect(contrastRatio(parseHexColor(theme.dark.primary)!, card)).toBeGreaterThanOrEqual(4.5);
    expect(
      contrastRatio(parseHexColor('#5c8af0')!, parseHexColor(theme.variables['--brand-accent-dark'])!),
    ).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(parseHexColor('#5182ef')!, card)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(parseHexColor('#5182ef')!, parseHexColor('#1b2640')!)).toBeLessThan(4.5);
    // White does not read on the lighter blue; the dark page's colour does.
    expect(theme.dark.foreground).toBe(darkPage);
    expect(theme.dark.contrast).toBeGreaterThanOrEqual(4.5);
    expect(theme.variables).toMatchObject({
      '--brand-primary-dark': '#5c8af0',
      '--brand-primary-foreground-dark': darkPage,
    });
    // The light theme keeps the accent as chosen.
    expect(theme.variables['--brand-primary']).toBe('#2563eb');
  });

  it('keeps a light accent as it is in the dark theme, where it reads', () => {
    const theme = brandTheme('#facc15');
    expect(theme.dark.lightened).toBe(false);
    expect(theme.dark.primary).toBe('#facc15');
    expect(theme.dark.accentContrast).toBeGreaterThanOrEqual(4.5);
    expect(theme.dark.foreground).toBe(darkPage);
    expect(theme.variables['--brand-primary-dark']).toBe('#facc15');
  });

  it('puts dark text on a light accent, and says white would not read', () => {
    const theme = brandTheme('#facc15');
    expect(theme.foreground).toBe('#0f172a');
    expect(theme.whiteContrast).toBeLessThan(4.5);
    expect(theme.contrast).toBeGreaterThanOrEqual(4.5);
  });

  it('finds no readable text on a middle grey', () => {
    const theme = brandTheme('#777777');
    expect(theme.whiteContrast).toBeLessThan(4.5);
    expect(theme.darkContrast).toBeLessThan(4.5);
  });

  it('gives the tint a text colour that reads on it, for every accent, in both themes', () => {
    const ratio = (first: string, second: string) =>
      contrastRatio(parseHexColor(first)!, parseHexColor(second)!);
    for (const accent of ['#2563eb', '#facc15', '#16a34a', '#ec4899', '#000000', '#ffffff', '#777777']) {
      const { variables } = brandTheme(accent);
      expect(
        ratio(variables['--brand-accent'], variables['--brand-accent-foreground']),
        accent,
      ).toBeGreaterThanOrEqual(4.5);
      expect(
        ratio(variables['--brand-accent-dark'], variables['--brand-accent-foreground-dark']),
        `${accent} dark`,
      ).toBeGreaterThanOrEqual(4.5);
      // In the dark theme the primary reads as text on the cards and on its tint, and its text on it.
      expect(
        ratio(variables['--brand-primary-dark'], variables['--brand-accent-dark']),
        `${accent} dark`,
      ).toBeGreaterThanOrEqual(4.5);
      expect(ratio(variables['--brand-primary-dark'], darkCard), `${accent} dark`).toBeGreaterThanOrEqual(
        4.5,
      );
      expect(
        ratio(variables['--brand-primary-dark'], variables['--brand-primary-foreground-dark']),
        `${accent} dark`,
      ).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('falls back to the default accent for a value that is not a colour', () => {
    expect(brandTheme('not a colour').accent).toBe(brandDefaults.brand_accent_color);
  });

  it('sets the variables on an element and takes them away again', () => {
    const element = document.createElement('div');
    const undo = applyBrandTheme(element, brandTheme('#16a34a'));
    expect(element.style.getPropertyValue('--brand-primary')).toBe('#16a34a');
    expect(element.style.getPropertyValue('--brand-primary-dark')).toBe('#16a34a');
    undo();
    expect(element.style.getPropertyValue('--brand-primary')).toBe('');
    expect(element.style.getPropertyValue('--brand-primary-dark')).toBe('');
  });
});

describe('applyFavicon', () => {
  it('points the icon link at the brand favicon and back at the original when cleared', () => {
    document.head.innerHTML = '<link rel="icon" type="image/svg+xml" href="/favicon.svg">';
    applyFavicon(document, '/api/brand/assets/favicon?v=0123456789abcdef');
    const link = document.head.querySelector('link[rel~="icon"]')!;
    expect(link.getAttribute('href')).toBe('/api/brand/assets/favicon?v=0123456789abcdef');
    expect(link.hasAttribute('type')).toBe(false);
    applyFavicon(document, '');
    expect(link.getAttribute('href')).toBe('/favicon.svg');
    expect(link.getAttribute('type')).toBe('image/svg+xml');
  });

  it('adds an icon link when the document has none', () => {
    document.head.innerHTML = '';
    applyFavicon(document, 'https://cdn.example.com/icon.png');
    expect(document.head.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(
      'https://cdn.example.com/icon.png',
    );
  });
});

describe('image files', () => {
  it('takes the type from the browser, else from the extension', () => {
    expect(declaredImageType({ name: 'logo.png', type: 'image/png' })).toBe('image/png');
    expect(declaredImageType({ name: 'favicon.ICO', type: '' })).toBe('image/x-icon');
    expect(declaredImageType({ name: 'logo.gif', type: 'image/gif' })).toBeNull();
  });

  it('refuses what the server would, before sending it', async () => {
    expect(await readImageFile(new File([], 'logo.png', { type: 'image/png' }))).toEqual({
      problem: 'empty',
    });
    expect(
      await readImageFile(new File([new Uint8Array(512 * 1024 + 1)], 'logo.png', { type: 'image/png' })),
    ).toEqual({
      problem: 'tooLarge',
    });
    expect(await readImageFile(new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }))).toEqual({
      problem: 'wrongType',
    });
    expect(await readImageFile(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }))).toEqual({
      upload: { content_type: 'image/svg+xml', data_base64: btoa('<svg/>') },
    });
  });
});

describe('changesOf', () => {
  const brand = { ...brandDefaults };
  const domains = { base_domain: 's.example.com', other_domain: '', expired_url: '' };

  it('sends only what changed, the trial as a number', () => {
    const draft = {
      ...draftFrom(brand, domains),
      brand_name: 'Acme',
      trial_period: '14',
      other_domain: 'go.example.com',
    };
    expect(changesOf(draft, brand, domains)).toEqual({
      brand: { brand_name: 'Acme', trial_period: 14 },
      domains: { other_domain: 'go.example.com' },
      problems: {},
    });
  });

  it('asks for whole days', () => {
    const draft = { ...draftFrom(brand, domains), trial_period: '1.5' };
    expect(changesOf(draft, brand, domains).problems).toEqual({ trial_period: 'wholeDays' });
  });
});
