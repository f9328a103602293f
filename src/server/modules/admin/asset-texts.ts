import { listOf, type Language } from '../../platform/text/i18n';
import { adminText } from './texts-id';

// The refusal of an unsafe SVG upload: it lists what the file holds (svg-sanitize.ts's English
// names, each in the reader's words), so it is put together in each language here.

/** The field's reason in the reader's language. */
export function svgRefusal(problems: readonly string[], language: Language): string {
  const names = listOf(
    problems.map((problem) => adminText.local(problem, language)),
    language,
  );
  return adminText.say(
    language,
    problems.length > 1
      ? 'This SVG contains {problems}. Remove them and upload it again.'
      : 'This SVG contains {problems}. Remove it and upload it again.',
    { problems: names },
  );
}
