/** A day as the user reads it, in the summary's time zone when the browser knows that zone. */
export function formatDay(instant: string, timeZone: string, language: string): string {
  const date = new Date(instant);
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
  }
}
