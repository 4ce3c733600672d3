// Applies the saved theme before the first paint (loaded from <head>; the CSP forbids inline scripts).
// The key and values must match web/src/app/theme/theme-flag.ts.
(function () {
  try {
    if (localStorage.getItem('sw5e.darkSide') === 'true') document.documentElement.setAttribute('data-theme', 'dark');
  } catch (e) {
    /* storage blocked: light theme */
  }
})();
