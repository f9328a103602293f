// The first paint's theme (issue 38, ADR 0021): run before the page is drawn, as a plain script in
// <head> (the CSP allows our own files, never inline code). The theme this browser remembered,
// else the system's, as the `dark` class on <html>, so a dark page never flashes white.
// lib/theme-choice.ts takes over once the app loads, with the same key and the same rule.
(function () {
  var theme = null;
  try {
    theme = window.localStorage.getItem('ringkas.theme');
  } catch {
    // Storage turned off: the system's theme.
  }
  var systemDark = Boolean(window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var dark = theme === 'dark' || (theme !== 'light' && systemDark);
  document.documentElement.classList.toggle('dark', dark);
})();
