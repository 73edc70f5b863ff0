// Product pictures for the demo catalogue: small SVG illustrations as data URLs (the site's CSP
// allows data: images), one drawing per product, so the list and the detail gallery show the good
// itself rather than its category. Colours are the theme's (shared/src/ui/theme.ts).

const C = {
  primary: '#2f6bff',
  primaryHover: '#4d82ff',
  gold: '#ffab00',
  warning: '#ff9900',
  success: '#19be6b',
  danger: '#ed4014',
  info: '#2db7f5',
  headerDark: '#15203a',
  textSecondary: '#646a73',
  textMuted: '#8f959e',
};

/** Text in the drawing's 48×48 box, filled white. */
const label = (x: number, y: number, size: number, text: string) =>
  `<text x="${x}" y="${y}" font-size="${size}" font-weight="700" text-anchor="middle" fill="#fff" stroke="none" font-family="sans-serif">${text}</text>`;

/** The drawings: SVG elements in a 48×48 box, stroked white. */
export const ART = {
  /** A red packet of cash with its amount. */
  cash: (yuan: number) =>
    `<rect x="10" y="4" width="28" height="40" rx="3"/><path d="M10 14c6 6 22 6 28 0"/><circle cx="24" cy="18" r="4" fill="#fff"/>${label(24, 36, 11, `¥${yuan}`)}`,
  /** A television playing: a video membership. */
  tv: (brand: string) =>
    `<rect x="4" y="10" width="40" height="26" rx="3"/><path d="M18 42h12M24 36v6M20 17l10 6-10 6z" fill="#fff"/>${label(24, 5, 6, brand)}`,
  /** A phone playing a video, its VIP badge on top. */
  phoneVideo: `<rect x="13" y="3" width="22" height="42" rx="4"/><path d="M20 40h8M21 17l9 5-9 5z" fill="#fff"/>${label(24, 12, 6, 'VIP')}`,
  /** A stored-value card with its brand and face value. */
  card: (brand: string, yuan: number) =>
    `<rect x="2" y="10" width="44" height="28" rx="3"/><path d="M2 17h44"/>${label(13, 29, 7, brand)}${label(34, 33, 9, `¥${yuan}`)}`,
  /** A phone with signal bars: a mobile top-up. */
  topUp: (yuan: number) =>
    `<rect x="14" y="4" width="20" height="40" rx="4"/><path d="M19 16v2M23 14v4M27 12v6M31 10v8"/>${label(24, 33, 8, `¥${yuan}`)}`,
  /** A spiral notebook. */
  notebook:
    '<path d="M12 6h24a2 2 0 0 1 2 2v32a2 2 0 0 1-2 2H12zM17 14h15M17 20h15M17 26h10"/><path d="M9 10h6M9 17h6M9 24h6M9 31h6M9 38h6"/>',
  /** A power bank with a charge bolt. */
  powerBank:
    '<path d="M14 8h20a3 3 0 0 1 3 3v26a3 3 0 0 1-3 3H14a3 3 0 0 1-3-3V11a3 3 0 0 1 3-3zM21 4h6v4h-6z"/><path d="M26 16l-5 9h6l-5 9" fill="#fff"/>',
  /** A wireless mouse and its receiver. */
  mouse:
    '<path d="M22 6c7 0 11 6 11 14v10c0 8-5 12-11 12s-11-4-11-12V20c0-8 4-14 11-14zM22 6v12M11 20h22"/><rect x="38" y="30" width="6" height="10" rx="1"/>',
};

interface Picture {
  /** Two gradient colours. */
  from: string;
  to: string;
  /** ART elements. */
  art: string;
  caption: string;
}

function svg({ from, to, art, caption }: Picture): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    '<rect width="400" height="300" fill="url(#g)"/>',
    `<g transform="translate(140 60) scale(2.5)" fill="none" stroke="#fff" stroke-width="2" stroke-linejoin="round" stroke-linecap="round">${art}</g>`,
    `<text x="200" y="272" fill="#fff" font-size="22" text-anchor="middle" font-family="sans-serif">${caption}</text>`,
    '</svg>',
  ].join('');
}

/** A data URL of one picture. */
export const picture = (p: Picture): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg(p))}`;

/** The list picture and the gallery (the product, then its box; one per line, the images column's format). */
export function productPictures(art: string, caption: string, from: string, to: string): { image: string; images: string } {
  const front = picture({ from, to, art, caption });
  return { image: front, images: [front, picture({ from: to, to: from, art, caption: `${caption} · 包装` })].join('\n') };
}

/** Each demo product's pictures, by its name in the seeded catalogue. */
export const DEMO_PICTURES: Record<string, { image: string; images: string }> = {
  '支付宝提现 10元': productPictures(ART.cash(10), '支付宝现金 10 元', C.gold, C.warning),
  '支付宝提现 30元': productPictures(ART.cash(30), '支付宝现金 30 元', C.warning, C.danger),
  '支付宝提现 50元': productPictures(ART.cash(50), '支付宝现金 50 元', C.danger, C.gold),
  爱奇艺黄金会员月卡: productPictures(ART.tv('iQIYI'), '爱奇艺黄金会员', C.success, C.headerDark),
  腾讯视频VIP月卡: productPictures(ART.phoneVideo, '腾讯视频 VIP', C.info, C.primary),
  '京东E卡 50元': productPictures(ART.card('JD', 50), '京东E卡 50元', C.danger, C.headerDark),
  '话费充值 30元': productPictures(ART.topUp(30), '话费充值 30 元', C.primaryHover, C.info),
  '得力笔记本 A5 5本装': productPictures(ART.notebook, '得力笔记本 A5', C.success, C.info),
  '小米充电宝 10000mAh': productPictures(ART.powerBank, '小米充电宝', C.primary, C.headerDark),
  '罗技无线鼠标 M185': productPictures(ART.mouse, '罗技 M185', C.textMuted, C.textSecondary),
};
