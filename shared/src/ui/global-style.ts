import { createGlobalStyle } from 'styled-components';
import { PHONE_ACTION_BAR_ATTRIBUTE, PHONE_ACTION_BAR_ROOM_PX } from './phone-action-bar';

/**
 * Reset and base typography of the whole site. Only the shell renders it (docs/runtime.md,
 * "Run-time composition"); areas never use createGlobalStyle.
 */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
  html, body { margin: 0; padding: 0; }
  body {
    min-height: 100vh;
    font-family: ${({ theme }) => theme.fontFamily};
    font-size: ${({ theme }) => theme.fontSize.md};
    line-height: ${({ theme }) => theme.lineHeight};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    /* A long unbroken word (a URL, a code) wraps instead of widening a phone page. */
    overflow-wrap: break-word;
    -webkit-tap-highlight-color: transparent;
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
    text-rendering: optimizeLegibility;
  }
  h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd { margin: 0; }
  h1, h2, h3, h4, h5, h6 { font-weight: 600; line-height: 1.4; }
  ul[class], ol[class] { margin: 0; padding: 0; list-style: none; }
  a { color: ${({ theme }) => theme.colors.primary}; text-decoration: none; }
  a:hover { color: ${({ theme }) => theme.colors.primaryHover}; }
  img, svg, video, canvas { display: inline-block; max-width: 100%; vertical-align: middle; }
  img { height: auto; border-style: none; }
  button, input, select, textarea { font: inherit; color: inherit; margin: 0; }
  button { cursor: pointer; }
  button:disabled { cursor: not-allowed; }
  table { border-collapse: collapse; border-spacing: 0; }
  [hidden] { display: none !important; }
  :focus-visible { outline: 2px solid ${({ theme }) => theme.colors.primary}; outline-offset: 2px; }
  ::selection { background: ${({ theme }) => theme.colors.primarySoft}; }
  /* A phone page with a fixed action bar ends with room for it, so the bar hides nothing. */
  ${({ theme }) => theme.media.phone} {
    body:has([${PHONE_ACTION_BAR_ATTRIBUTE}]) { padding-bottom: calc(${PHONE_ACTION_BAR_ROOM_PX}px + env(safe-area-inset-bottom, 0px)); }
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
