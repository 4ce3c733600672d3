// Applies the saved theme before the first paint (loaded from <head>; the CSP forbids inline scripts), and repeats the
// choice in a cookie so the server renders the next page in it. The key, cookie and values must match
// web/src/app/theme/theme-flag.ts and THEME_COOKIE in core/http-contract.ts.
(function () {
  try {
    var dark = localStorage.getItem('sw5e.darkSide') === 'true';
    if (dark) document.documentElement.setAttribute('data-theme', 'dark');
    document.cookie = 'sw5e.darkSide=' + dark + '; path=/; max-age=31536000; SameSite=Lax';
  } catch (e) {
    /* storage blocked: light theme */
  }
})();
