// The one theme of the site. The shell passes it to every area through the platform object;
// components read it from styled-components' ThemeProvider.
// Type-only: it puts the module augmented at the end into every program that reads the theme,
// the release tool's too (it reaches this file through the contract, importing no styled component).
import type {} from 'styled-components';

export const theme = {
  colors: {
    // Text colours reach WCAG AA (4.5:1) on white, on the page background and on their own tint;
    // primary carries white text too (buttons).
    primary: '#265eeb',
    primaryHover: '#3366f0',
    primaryActive: '#1d4fc4',
    primarySoft: '#eaf0ff',
    gold: '#ffab00',
    goldSoft: '#fff6e0',
    success: '#118048',
    /** A fill (borders, bars, icons): too light for text; text in warning colour is warningText. */
    warning: '#ff9900',
    danger: '#c8390f',
    info: '#2db7f5',
    text: '#1f2329',
    textSecondary: '#646a73',
    textMuted: '#676c75',
    border: '#e5e6eb',
    divider: '#f0f1f5',
    background: '#f5f6f8',
    surface: '#ffffff',
    headerDark: '#15203a',
    successSoft: '#e8f8f0',
    warningSoft: '#fff4e5',
    dangerSoft: '#fdece8',
    infoSoft: '#e9f6fe',
    goldText: '#8f5f00',
    warningText: '#b54708',
    mask: 'rgba(15, 20, 35, 0.45)',
    disabledBg: '#f2f3f5',
  },
  /** Spacing scale in px: space(2) === '8px'. */
  spacing: [0, 4, 8, 12, 16, 24, 32, 48, 64] as const,
  radius: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  fontFamily: '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
  fontSize: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '24px', display: '36px' },
  lineHeight: 1.6,
  shadow: {
    card: '0 1px 2px rgba(31, 35, 41, 0.04), 0 2px 8px rgba(31, 35, 41, 0.06)',
    popover: '0 6px 24px rgba(31, 35, 41, 0.14)',
  },
  layout: { maxWidth: '1200px', headerHeight: '64px', headerHeightPhone: '56px', sideMenuTop: '100px', sideMenuWidth: '200px' },
  /** Widths in px where a layout starts: phone below `tablet`, tablet up to `desktop`. */
  breakpoints: { tablet: 768, desktop: 1200 },
  /**
   * Media queries of the breakpoints, mobile first: base styles are the phone's, then
   * `${media.tabletUp} { … }` / `${media.desktop} { … }` widen them (phone < 768 ≤ tablet < 1200 ≤ desktop).
   */
  media: {
    phone: '@media (max-width: 767.98px)',
    tablet: '@media (min-width: 768px) and (max-width: 1199.98px)',
    tabletUp: '@media (min-width: 768px)',
    belowDesktop: '@media (max-width: 1199.98px)',
    desktop: '@media (min-width: 1200px)',
  },
  /** overlay: modal layer; loading: the full-page loading overlay; loadingBar: the top route bar. */
  zIndex: { header: 100, sideMenu: 90, overlay: 1000, loading: 1050, toast: 1100, loadingBar: 1200 },
} as const;

export type Theme = typeof theme;

export const space = (step: number): string => `${theme.spacing[step] ?? step * 4}px`;

/** The breakpoint media queries, for styled components: `${media.phone} { padding: 12px; }`. */
export const media = theme.media;

// Every styled component reads this theme; declared here (not in a .d.ts) so the typing
// travels with the import into the shell's and the areas' type checks.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
