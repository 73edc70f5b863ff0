// Small inline icons of the sign-in area (decorative: aria-hidden).
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

const base = (size = 16): SVGProps<SVGSVGElement> => ({
  width: size,
  height: size,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
});

export const PhoneIcon = ({ size, ...rest }: IconProps) => (
  <svg {...base(size)} {...rest}>
    <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
    <path d="M10.5 18h3" />
  </svg>
);

export const ShieldIcon = ({ size, ...rest }: IconProps) => (
  <svg {...base(size)} {...rest}>
    <path d="M12 3l7 3v5.5c0 4.3-3 8-7 9.5-4-1.5-7-5.2-7-9.5V6l7-3z" />
    <path d="M9 12l2 2 4-4" />
  </svg>
);

export const LockIcon = ({ size, ...rest }: IconProps) => (
  <svg {...base(size)} {...rest}>
    <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
  </svg>
);

export const CheckCircleIcon = ({ size, ...rest }: IconProps) => (
  <svg {...base(size)} {...rest}>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l2.8 2.8L16.5 9.5" />
  </svg>
);

export const RefreshIcon = ({ size, ...rest }: IconProps) => (
  <svg {...base(size)} {...rest}>
    <path d="M20 11a8 8 0 1 0-2.3 5.7" />
    <path d="M20 4v7h-7" />
  </svg>
);

/** Brand glyphs of the third-party providers, white on the brand colour. */
export function ProviderGlyph({ type, size = 22 }: { type: number; size?: number }) {
  const common = { width: size, height: size, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;
  switch (type) {
    case 1: // WeChat: two speech bubbles
      return (
        <svg {...common} fill="#fff">
          <path d="M9.2 4C5.2 4 2 6.7 2 10c0 1.9 1 3.6 2.7 4.7L4 17l2.6-1.4c.8.2 1.7.4 2.6.4h.5a5.6 5.6 0 0 1-.2-1.5c0-3.4 3.2-6.1 7.2-6.1h.5C16.5 5.9 13.2 4 9.2 4z" />
          <circle cx="6.7" cy="8.6" r=".95" fill="currentColor" style={{ color: 'rgba(0,0,0,.25)' }} />
          <circle cx="11.6" cy="8.6" r=".95" fill="currentColor" style={{ color: 'rgba(0,0,0,.25)' }} />
          <path d="M16.8 10c-3.3 0-6 2.2-6 4.9s2.7 4.9 6 4.9c.7 0 1.4-.1 2-.3L21 20.6l-.6-1.9c1.4-.9 2.4-2.3 2.4-3.8 0-2.7-2.7-4.9-6-4.9z" />
        </svg>
      );
    case 2: // QQ: a penguin
      return (
        <svg {...common} fill="#fff">
          <path d="M12 2.5c-3.3 0-5.4 2.6-5.4 6v1.1c-.9 1.2-2 3.2-2 5 0 .9.3 1.3.6 1.3.4 0 .9-.6 1.3-1.4.3 1.3 1 2.4 1.9 3.2-1 .4-1.7 1-1.7 1.6 0 .9 1.6 1.4 3.5 1.4 1 0 2-.2 2.7-.6h.2c.7.4 1.7.6 2.7.6 1.9 0 3.5-.5 3.5-1.4 0-.6-.7-1.2-1.7-1.6.9-.8 1.6-1.9 1.9-3.2.4.8.9 1.4 1.3 1.4.3 0 .6-.4.6-1.3 0-1.8-1.1-3.8-2-5V8.5c0-3.4-2.1-6-5.4-6z" />
        </svg>
      );
    case 3: // Weibo: an eye with waves
      return (
        <svg {...common} fill="#fff">
          <path d="M10.1 19.5c-4.2 0-8.1-2-8.1-5.2 0-1.7 1-3.6 2.8-5.4 2.4-2.4 5.2-3.5 6.2-2.5.5.4.5 1.2.2 2.1-.2.5.4.2.4.2 2-.8 3.7-.9 4.3 0 .3.5.3 1.1 0 1.9-.1.4 0 .4.3.5 1.2.4 2.6 1.3 2.6 2.9 0 2.7-3.9 5.5-8.7 5.5zm-.4-8c-3.1.3-5.4 2.2-5.2 4.2.2 2 2.9 3.4 6 3.1 3.1-.3 5.4-2.2 5.2-4.2-.2-2-2.9-3.4-6-3.1z" />
          <path d="M17.4 3.5a5.3 5.3 0 0 1 5 6.8.8.8 0 0 1-1.5-.5 3.7 3.7 0 0 0-3.5-4.7.8.8 0 0 1 0-1.6z" />
          <circle cx="9.4" cy="15.3" r="1.8" />
        </svg>
      );
    default: // Alipay: 支
      return (
        <svg {...common} fill="#fff">
          <path d="M11 3h2v2.8h6v1.8h-6v2.6h5.2l.1 1.7c-.8 2.3-2 4.2-3.5 5.6 1.7.9 3.6 1.6 5.7 2.1l-.8 1.9c-2.4-.6-4.6-1.5-6.4-2.7-1.9 1.2-4.1 2.1-6.7 2.7l-.7-1.9c2.3-.5 4.2-1.2 5.8-2.1-1.3-1.2-2.3-2.6-3-4.2l1.8-.6c.6 1.4 1.5 2.5 2.7 3.5 1.1-1 2-2.3 2.6-3.8H5V9.2h6V7.6H5V5.8h6z" />
        </svg>
      );
  }
}
