import { describe, expect, it } from 'vitest';
import { linksPageSize } from '../../../../shared/links';
import { parseTelegramHtml } from '../../../../../tests/fakes/telegram-api';
import { telegramText } from '../texts-id';
import { botCommands } from './bot-commands';
import { parsePress } from './callback-data';
import { commandText } from './command-texts';
import {
  confirmReply,
  domainsReply,
  domainsShown,
  helpReply,
  linksPageReply,
  linksPerPage,
  linkStateReply,
  statsReply,
  type LinkLine,
  type Reply,
} from './replies';

// What the commands answer: Telegram HTML that Telegram accepts (the fake's parser holds it to
// the documented rules), every value escaped, the buttons' data ours, both languages.

const id = '3f6c1a52-8d4e-4b7a-9c2e-5f1d0a7b8e94';

function accepted(reply: Reply): string {
  const parsed = parseTelegramHtml(reply.text);
  if ('error' in parsed) throw new Error(`${parsed.error}: ${reply.text}`);
  expect(parsed.text.length).toBeLessThanOrEqual(4096);
  return parsed.text;
}

const line = (n: number, over: Partial<LinkLine> = {}): LinkLine => ({
  link: `https://go.example.com/c${n}`,
  title: null,
  destination: `https://shop.example.com/item/${n}`,
  clicks: n,
  state: 'active',
  ...over,
});

describe('/links', () => {
  it('a bot page is a slice of one page of the links list', () => {
    expect(linksPageSize % linksPerPage).toBe(0);
  });

  it('numbers the page, marks states, escapes and cuts, and offers the other pages', () => {
    const items = [
      line(11, { title: 'Sale <50%> & more', clicks: 1 }),
      line(12, { state: 'disabled', clicks: 1234 }),
      line(13, { state: 'expired', destination: `https://shop.example.com/${'x'.repeat(100)}` }),
    ];
    const reply = linksPageReply('en', 'Ringkas', { items, page: 2, pages: 3, total: 23 });
    const text = accepted(reply);
    expect(text).toContain('Links, newest first (page 2 of 3, 23 in all)');
    expect(text).toContain('11. go.example.com/c11\nSale <50%> & more · 1 click');
    expect(text).toContain(
      '12. go.example.com/c12 (disabled)\nhttps://shop.example.com/item/12 · 1,234 clicks',
    );
    expect(text).toContain('13. go.example.com/c13 (expired)\nhttps://shop.example.com/xxx');
    expect(text).toMatch(/x…/);
    expect(reply.text).toContain('Sale &lt;50%&gt; &amp; more');
    expect(reply.keyboard?.inline_keyboard).toEqual([
      [
        { text: '« Previous', callback_data: 'links:1' },
        { text: 'Next »', callback_data: 'links:3' },
      ],
    ]);
    for (const button of reply.keyboard!.inline_keyboard.flat())
      expect(parsePress((button as { callback_data: string }).callback_data)).not.toBeNull();
  });

  it('has no buttons for one page, only Next on the first and only Previous on the last', () => {
    const only = linksPageReply('en', 'Ringkas', { items: [line(1)], page: 1, pages: 1, total: 1 });
    expect(only.keyboard).toBeUndefined();
    const first = linksPageReply('id', 'Ringkas', { items: [line(1)], page: 1, pages: 2, total: 11 });
    expect(first.keyboard?.inline_keyboard).toEqual([[{ text: 'Berikutnya »', callback_data: 'links:2' }]]);
    const last = linksPageReply('id', 'Ringkas', { items: [line(11)], page: 2, pages: 2, total: 11 });
    expect(last.keyboard?.inline_keyboard).toEqual([[{ text: '« Sebelumnya', callback_data: 'links:1' }]]);
    expect(accepted(last)).toContain('Tautan, terbaru lebih dulu (halaman 2 dari 2, total 11)');
  });

  it('says so when there are none, with the brand escaped', () => {
    const reply = linksPageReply('id', 'R&D <Links>', { items: [], page: 1, pages: 1, total: 0 });
    expect(accepted(reply)).toBe('Ruang kerja ini belum punya tautan. Buat tautan di R&D <Links>.');
  });

  it('fits ten long links in one message', () => {
    const items = Array.from({ length: linksPerPage }, (_, n) =>
      line(n, { link: `https://${'d'.repeat(60)}.example/${'c'.repeat(60)}`, title: '"'.repeat(200) }),
    );
    accepted(linksPageReply('en', 'Ringkas', { items, page: 1, pages: 1, total: 10 }));
  });
});

describe('/stats', () => {
  it('gives the figures in the reader’s language and number format', () => {
    const figures = {
      link: 'http://localhost:3000/a<b',
      today: 3,
      last7: 1200,
      last30: 45_678,
      allTime: 99_999,
      timezone: 'Asia/Jakarta',
    };
    expect(accepted(statsReply('en', figures))).toBe(
      'localhost:3000/a<b: clicks\nToday: 3\nLast 7 days: 1,200\nLast 30 days: 45,678\nAll time: 99,999\n\n' +
        'Days are counted in Asia/Jakarta time; bots are not counted.',
    );
    expect(accepted(statsReply('id', figures))).toBe(
      'localhost:3000/a<b: klik\nHari ini: 3\n7 hari terakhir: 1.200\n30 hari terakhir: 45.678\nSepanjang waktu: 99.999\n\n' +
        'Hari dihitung menurut zona waktu Asia/Jakarta; kunjungan bot tidak dihitung.',
    );
  });
});

describe('/domains', () => {
  it('lists each domain with its state and when it was checked, in the reader’s zone', () => {
    const reply = domainsReply(
      'id',
      'Ringkas',
      [
        { hostname: 'toko.example', state: 'blocked', checkedAt: new Date('2026-11-30T03:00:00Z') },
        { hostname: 'bücher.example', state: null, checkedAt: null },
        { hostname: 'go.example', state: undefined, checkedAt: null },
      ],
      'Asia/Jakarta',
    );
    expect(accepted(reply)).toBe(
      'Domain dan hasil pemeriksaan terakhirnya\n\n' +
        '⛔ toko.example: diblokir (diperiksa 30 November 2026 pukul 10.00)\n' +
        '▫️ bücher.example: belum diperiksa\n' +
        '▫️ go.example: tidak dipantau di Periksa Domain',
    );
  });

  it('counts what does not fit, and says so when there are none', () => {
    const many = Array.from({ length: domainsShown + 5 }, (_, n) => ({
      hostname: `d${n}.example`,
      state: 'up' as const,
      checkedAt: null,
    }));
    const text = accepted(domainsReply('en', 'Ringkas', many, 'UTC'));
    expect(text.split('\n').filter((row) => row.startsWith('✅'))).toHaveLength(domainsShown);
    expect(text).toMatch(/And 5 more: see Check Domains in Ringkas\.$/);
    expect(accepted(domainsReply('en', 'Ringkas', [], 'UTC'))).toBe(
      'This workspace has no domains yet. Add them on Check Domains in Ringkas.',
    );
  });
});

describe('/disable and /enable', () => {
  it('asks with a button for the asker and a Cancel, both carrying the confirmation', () => {
    const reply = confirmReply('en', 'disable', 'https://go.example.com/sale', id);
    expect(accepted(reply)).toBe(
      'Disable go.example.com/sale? Visitors will get "not found" until it is enabled again.\n\n' +
        'Only you can press the button, within 10 minutes.',
    );
    expect(reply.keyboard?.inline_keyboard).toEqual([
      [
        { text: 'Disable', callback_data: `ok:${id}` },
        { text: 'Cancel', callback_data: `no:${id}` },
      ],
    ]);
    const enable = confirmReply('id', 'enable', 'https://go.example.com/<x>', id);
    expect(accepted(enable)).toMatch(
      /^Aktifkan go\.example\.com\/<x>\? Tautan akan kembali meneruskan pengunjung\./,
    );
    expect(enable.keyboard?.inline_keyboard[0]?.map((button) => button.text)).toEqual(['Aktifkan', 'Batal']);
  });

  it('says what the link is now', () => {
    expect(accepted(linkStateReply('en', 'disabled', 'https://go.example.com/a&b'))).toBe(
      'go.example.com/a&b is disabled: visitors now get "not found".',
    );
    expect(accepted(linkStateReply('id', 'already_enabled', 'https://go.example.com/a'))).toBe(
      'go.example.com/a sudah aktif. Tidak ada yang berubah.',
    );
    expect(accepted(linkStateReply('id', 'cancelled', 'https://go.example.com/a'))).toBe(
      'Dibatalkan. go.example.com/a tetap seperti semula.',
    );
  });
});

describe('/help and the refusals', () => {
  it('lists every command, in both languages', () => {
    for (const language of ['en', 'id'] as const) {
      const text = accepted(helpReply(language, 'Ringkas', true));
      for (const command of ['/links', '/stats', '/domains', '/disable', '/enable', '/stop', '/help'])
        expect(text).toContain(command);
    }
    expect(accepted(helpReply('id', 'Ringkas', false))).toMatch(/Obrolan ini belum terhubung\./);
  });

  it('escapes the values of a refusal', () => {
    expect(accepted({ text: commandText('en', 'no_such_link', { link: '<b>x</b>' }) })).toBe(
      'No link <b>x</b> in this workspace.',
    );
  });
});

describe('the command menu', () => {
  it('is valid for setMyCommands, with Indonesian for every description', () => {
    const english = botCommands('en');
    const indonesian = botCommands('id');
    expect(english.map(({ command }) => command)).toEqual(indonesian.map(({ command }) => command));
    for (const { command, description } of english) {
      expect(command).toMatch(/^[a-z0-9_]{1,32}$/);
      expect(telegramText.translated(description, 'id')).toBeDefined();
    }
    for (const { description } of indonesian) expect(description.length).toBeLessThanOrEqual(256);
  });
});
