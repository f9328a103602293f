import { brandDefaults } from '../../shared/brand';
import type { Language } from '../platform/text/i18n';
import { redirectText } from './texts-id';
import { brandedPage, escapeHtml, type PageBrand } from './unavailable-page';

// The page a protected link shows before it sends anyone on: on the link's own domain, in the
// brand's name and colour and the visitor's language, without a script. It says nothing of where
// the link goes. The form posts back to the link's own address; `ref` carries the referrer the
// visitor came with, so the click that the right password records keeps it.

export type PasswordPageState = 'ask' | 'wrong' | 'limited';

export function passwordPage(
  brand: PageBrand,
  language: Language,
  page: { action: string; state: PasswordPageState; referrer: string | null; retryAfterMinutes?: number },
): string {
  const say = (text: string, values?: Record<string, string | number>) =>
    redirectText.say(language, text, values);
  const title = say('This link is protected');
  const problem =
    page.state === 'wrong'
      ? say('That password is not right. Try again.')
      : page.state === 'limited'
        ? say('Too many wrong passwords. Try again in {minutes} min.', {
            minutes: page.retryAfterMinutes ?? 1,
          })
        : null;
  const describedBy = problem === null ? '' : ' aria-describedby="password-error" aria-invalid="true"';
  return brandedPage(brand, language, {
    title,
    // The brand's name where the status pages show their code: the visitor knows whose page it is.
    main: `  <p class="code">${escapeHtml(brand.brand_name || brandDefaults.brand_name)}</p>
  <h1 id="title">${title}</h1>
  <p>${say('Enter the password to open it.')}</p>
  <form method="post" action="${escapeHtml(page.action)}">
    <label for="password">${say('Password')}</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required autofocus${describedBy}>
${problem === null ? '' : `    <p id="password-error" class="error" role="alert">${problem}</p>\n`}${
      page.referrer === null
        ? ''
        : `    <input type="hidden" name="ref" value="${escapeHtml(page.referrer)}">\n`
    }    <button class="button" type="submit">${say('Continue')}</button>
  </form>`,
  });
}
