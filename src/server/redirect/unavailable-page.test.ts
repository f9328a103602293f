import { describe, expect, it } from 'vitest';
import { notFoundPage, unavailablePage } from './unavailable-page';

const brand = { brand_name: 'Ringkas', brand_accent_color: '#2563eb' };

describe("the redirect's own pages", () => {
  it('are in English by default', () => {
    const page = unavailablePage(brand, 5);
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('Ringkas cannot look up this link right now. Please try again in 5 seconds.');
    expect(page).toContain('>Back to home</a>');
  });

  it('are in Indonesian for a visitor whose browser asks for it', () => {
    const unavailable = unavailablePage(brand, 5, 'id');
    expect(unavailable).toContain('<html lang="id">');
    expect(unavailable).toContain('<title>Untuk sementara tidak tersedia · Ringkas</title>');
    expect(unavailable).toContain('Silakan coba lagi dalam 5 detik.');
    expect(unavailable).toContain('>Kembali ke beranda</a>');
    const notFound = notFoundPage(brand, 'id');
    expect(notFound).toContain('<h1 id="title">Halaman tidak ditemukan</h1>');
    expect(notFound).toContain('Alamat ini tidak mengarah ke mana pun.');
  });
});
