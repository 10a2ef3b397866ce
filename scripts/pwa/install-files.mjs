// What makes the app installable (D194), in both builds: the web app manifest and the icons
// (public/icons, PNGs made by scripts/pwa/make-icons.mjs). Paths are relative to the manifest, which
// sits at the base, so one build works under / and under a sub-path alike.
import { cp } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const MANIFEST_FILE = "manifest.webmanifest";
/** The brand blue of src/app/styles.css (--brand). */
const THEME_COLOR = "#1d4ed8";
const FAVICON = "icons/icon.svg";

const ICONS = [
  { src: "icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  { src: FAVICON, sizes: "any", type: "image/svg+xml", purpose: "any" },
];
/** The files written here, which the production worker keeps too (a page asks for the favicon each load). */
export const INSTALL_FILES = [MANIFEST_FILE, ...ICONS.map((icon) => icon.src)];

export function renderManifest(base) {
  const manifest = {
    name: "Stock Sense",
    short_name: "Stock Sense",
    id: base,
    start_url: base,
    scope: base,
    display: "standalone",
    theme_color: THEME_COLOR,
    background_color: "#ffffff",
    icons: ICONS,
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** The lines index.html's head gets: the favicon, the manifest and the theme colour. */
export const installLinks = () => [
  `<link rel="icon" href="${FAVICON}" type="image/svg+xml">`,
  `<link rel="manifest" href="${MANIFEST_FILE}">`,
  `<meta name="theme-color" content="${THEME_COLOR}">`,
];

/** Writes the manifest and copies the icons into `outdir`. */
export async function writeInstallFiles({ outdir, base, put }) {
  await Promise.all([
    put(MANIFEST_FILE, renderManifest(base)),
    cp(path.join(root, "public/icons"), path.join(outdir, "icons"), { recursive: true }),
  ]);
}
