// The account's colour theme: light, dark, or whatever the system (the browser's
// prefers-color-scheme) says. Stored on the account (users.theme) and, before sign-in, in the
// browser (web/lib/theme-choice.ts).

export const themes = ['light', 'dark', 'system'] as const;
export type Theme = (typeof themes)[number];
export const defaultTheme: Theme = 'system';

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (themes as readonly string[]).includes(value);
}

/** A stored value as one of ours: anything else is the system's. */
export function themeOf(value: string | null | undefined): Theme {
  return isTheme(value) ? value : defaultTheme;
}
