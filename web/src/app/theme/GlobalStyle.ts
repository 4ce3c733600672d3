// Page-wide styles: colours from the theme, readable type, visible keyboard focus, reduced motion respected.
import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { color-scheme: ${(p) => (p.theme.name === 'dark' ? 'dark' : 'light')}; }
  body {
    margin: 0;
    background: ${(p) => p.theme.colors.background};
    color: ${(p) => p.theme.colors.text};
    font-family: Roboto, 'Segoe UI', 'Helvetica Neue', Arial, sans-serif;
    font-size: 16px;
    line-height: 1.5;
  }
  a { color: ${(p) => p.theme.colors.link}; }
  :focus-visible { outline: 3px solid ${(p) => p.theme.colors.focus}; outline-offset: 2px; }
  h1, h2, h3, h4, h5, h6 { line-height: 1.25; scroll-margin-top: 75px; }
  img { max-width: 100%; }
  [hidden] { display: none !important; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { transition: none !important; animation-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
