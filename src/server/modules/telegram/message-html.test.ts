import { describe, expect, it } from 'vitest';
import { escapeHtml, renderMessage, telegramTextMax } from './message-html';

describe('Telegram HTML', () => {
  it('escapes what Telegram reads as markup', () => {
    expect(escapeHtml(`<b>"Tom" & 'Jerry'</b>`)).toBe("&lt;b&gt;&quot;Tom&quot; &amp; 'Jerry'&lt;/b&gt;");
  });

  it('renders brand, title, body and link, escaping each', () => {
    const text = renderMessage({
      brand: 'Toko <Ku>',
      title: 'a.com is down',
      body: 'HTTP 502 & no TLS',
      url: 'https://ringkas.example/check-domains?domain=a.com&x="1"',
      open: 'Open in Toko <Ku>',
    });
    expect(text).toBe(
      '<b>Toko &lt;Ku&gt;</b>\n<b>a.com is down</b>\nHTTP 502 &amp; no TLS\n\n' +
        '<a href="https://ringkas.example/check-domains?domain=a.com&amp;x=&quot;1&quot;">Open in Toko &lt;Ku&gt;</a>',
    );
  });

  it('leaves out an empty body and a missing link', () => {
    expect(renderMessage({ brand: 'R', title: 'T', body: '  ', url: null, open: 'Open' })).toBe(
      '<b>R</b>\n<b>T</b>',
    );
  });

  it('cuts a long body to fit Telegram, never inside an escape', () => {
    for (const unit of ['a', '&', '"', '😀']) {
      const text = renderMessage({
        brand: 'R',
        title: 'T',
        body: unit.repeat(5000),
        url: 'https://x.example/',
        open: 'Open',
      });
      expect(text.length).toBeLessThanOrEqual(telegramTextMax);
      expect(text).toContain('…');
      expect(text).toMatch(/(a|&amp;|&quot;|😀)…/);
      expect(text.endsWith('<a href="https://x.example/">Open</a>')).toBe(true);
    }
  });
});
