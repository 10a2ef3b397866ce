// Rasterizes the app's icons (public/icons/*.svg) to the PNGs the manifest lists (D194), in Debian's
// Chromium. Run after changing an SVG, and commit the PNGs:   node scripts/pwa/make-icons.mjs
import { chromium } from "playwright-core";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../public/icons");
export const ICONS = [
  { svg: "icon.svg", png: "icon-192.png", size: 192 },
  { svg: "icon.svg", png: "icon-512.png", size: 512 },
  { svg: "icon-maskable.svg", png: "icon-maskable-512.png", size: 512 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});
try {
  const page = await browser.newPage();
  for (const { svg, png, size } of ICONS) {
    const source = readFileSync(path.join(dir, svg)).toString("base64");
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}</style>` +
        `<img src="data:image/svg+xml;base64,${source}" width="${size}" height="${size}">`,
    );
    await page.locator("img").evaluate((img) => img.decode());
    await page.screenshot({ path: path.join(dir, png), omitBackground: true });
    console.log(`wrote public/icons/${png} (${size} px)`);
  }
} finally {
  await browser.close();
}
