// Stand-in for `tldts` in the browser build only (aliased in build.mjs). msw's cookie jar (tough-cookie)
// imports tldts' getDomain, which bundles the whole public-suffix list: about 40 kB gzip of the mock
// chunk's 160 kB budget (measured with npm run bench). The app sends no cookies (credentials: "omit"),
// so the jar only needs a plausible registrable domain: the last two labels, or the host itself.
export function getDomain(hostname: string): string | null {
  if (!hostname) return null;
  if (/^[\d.]+$/.test(hostname) || hostname.includes(":") || !hostname.includes(".")) return hostname;
  return hostname.split(".").slice(-2).join(".");
}
