// Draws the app's icons (web/public/icons/*.png, the web app manifest's and the iPhone's) from the
// sidebar's sun logo (lucide's Sun) with Debian's Chromium, so no image library is needed. The PNGs
// are committed; run `node web/scripts/make-icons.mjs` again only when the logo or colours change.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
// theme.ts: brand.700 (the solid brand colour) behind sun.400.
const BRAND = '#186532';
const SUN = '#f9c23c';
// lucide-react's Sun (24×24 viewBox, stroke icon).
const SUN_PATHS = `<circle cx="12" cy="12" r="4"/><path d="M12 2v2"/><path d="M12 20v2"/><path d="m4.93 4.93 1.41 1.41"/>
<path d="m17.66 17.66 1.41 1.41"/><path d="M2 12h2"/><path d="M20 12h2"/><path d="m6.34 17.66-1.41 1.41"/><path d="m19.07 4.93-1.41 1.41"/>`;

/** `scale` is the share of the square the sun's 24-unit box covers: maskable icons keep it inside the 80 % safe circle. */
const svg = ({ rounded, scale }) => {
  const box = 24 / scale;
  const offset = (box - 24) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-offset} ${-offset} ${box} ${box}">
<rect x="${-offset}" y="${-offset}" width="${box}" height="${box}" rx="${rounded ? box * 0.2 : 0}" fill="${BRAND}"/>
<g fill="none" stroke="${SUN}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${SUN_PATHS}</g></svg>`;
};

const icons = [
  { file: 'icon-192.png', size: 192, rounded: true, scale: 0.7 },
  { file: 'icon-512.png', size: 512, rounded: true, scale: 0.7 },
  { file: 'maskable-512.png', size: 512, rounded: false, scale: 0.55 },
  { file: 'apple-touch-icon-180.png', size: 180, rounded: false, scale: 0.6 },
];

fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, 'icon.svg'), svg({ rounded: true, scale: 0.7 }));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${icon.size}px;height:${icon.size}px}</style>${svg(icon)}`);
    await page.screenshot({ path: path.join(out, icon.file), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`icons written to ${path.relative(process.cwd(), out)}`);
