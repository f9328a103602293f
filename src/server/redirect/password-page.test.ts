import { describe, expect, it } from 'vitest';
import { passwordPage } from './password-page';

const brand = { brand_name: 'Toko <Link>', brand_accent_color: '#16a34a' };

describe('the password page', () => {
  it('escapes what the request brought (address, referrer) and the brand name', () => {
    const page = passwordPage(brand, 'en', {
      action: '/code?x="><script>alert(1)</script>',
      state: 'ask',
      referrer: 'https://t.me/"><img src=x onerror=alert(1)>',
    });
    expect(page).not.toContain('<script>alert(1)');
    expect(page).not.toContain('<img src=x');
    expect(page).toContain('Toko &#60;Link&#62;');
    expect(page).toContain('action="/code?x=&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;"');
  });

  it.each([
    ['ask', 'en', null, 'Enter the password to open it.'],
    ['wrong', 'en', 'That password is not right. Try again.', 'Continue'],
    ['limited', 'en', 'Too many wrong passwords. Try again in 12 min.', 'Continue'],
    ['wrong', 'id', 'Kata sandi itu salah. Coba lagi.', 'Lanjutkan'],
  ] as const)('%s in %s: says %s', (state, language, problem, text) => {
    const page = passwordPage(brand, language, {
      action: '/c0de',
      state,
      referrer: null,
      retryAfterMinutes: 12,
    });
    expect(page).toContain(`<html lang="${language}">`);
    expect(page).toContain(text);
    if (problem === null) expect(page).not.toContain('role="alert"');
    else {
      expect(page).toContain(`<p id="password-error" class="error" role="alert">${problem}</p>`);
      expect(page).toContain('aria-describedby="password-error" aria-invalid="true"');
    }
    expect(page).not.toContain('name="ref"');
  });
});
