// Makes the site's raster icons from shell/src/static/favicon.svg with headless Chromium (the browser the
// e2e suite drives): favicon.ico (16, 32 and 48 px PNGs in one ICO) and apple-touch-icon.png
// (180 px, square: iOS rounds the corners itself and shows transparency as black).
// Run after changing the SVG: `pnpm --filter @survey/e2e exec tsx src/tools/make-icons.ts`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../support/browser';

const STATIC = path.resolve(__dirname, '../../../shell/src/static');

/** An ICO file holding PNG images (every browser since 2007 reads them). */
function ico(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size % 256, entry); // 0 means 256
    header.writeUInt8(size % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map(({ png }) => png)]);
}

async function main() {
  const svg = readFileSync(path.join(STATIC, 'favicon.svg'), 'utf8');
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const render = async (source: string, size: number) => {
      await page.setViewportSize({ width: size, height: size });
      const src = `data:image/svg+xml;base64,${Buffer.from(source).toString('base64')}`;
      await page.setContent(`<body style="margin:0"><img src="${src}" width="${size}" height="${size}" style="display:block"></body>`);
      await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
      return page.screenshot({ omitBackground: true });
    };
    const sizes = [16, 32, 48];
    const images = [];
    for (const size of sizes) images.push({ size, png: await render(svg, size) });
    writeFileSync(path.join(STATIC, 'favicon.ico'), ico(images));
    writeFileSync(path.join(STATIC, 'apple-touch-icon.png'), await render(svg.replace(/rx="\d+"/, 'rx="0"'), 180));
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
