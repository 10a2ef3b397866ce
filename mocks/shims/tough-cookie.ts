// Stand-in for `tough-cookie` in the browser build only (aliased in build.mjs; Node runs the real one).
// msw keeps a cookie jar and, for each handler it tries, reads the jar's cookies for the request's URL:
// tough-cookie canonicalised the domain each time (about 19 ms of a demo load, D119) and
// weighs 27 kB of the mock chunk, with the public-suffix list (tldts) behind it. The API sets and reads
// no cookies (the app sends `credentials: "omit"`, the token travels in a header), so this jar is
// always empty: it holds nothing it is given and answers no cookies. It has what msw's cookie store
// (msw/lib/core/utils/cookieStore.mjs) uses; if msw asks for more, the build fails on the import.

/** A stored cookie read back; none ever is. */
export class Cookie {
  static fromJSON(): Cookie | null {
    return null;
  }
}

export class MemoryCookieStore {
  /** What msw persists to localStorage: domain -> path -> key -> cookie; always empty here. */
  idx: Record<string, Record<string, Record<string, Cookie>>> = {};
}

export class CookieJar {
  constructor(readonly store: MemoryCookieStore) {}

  getCookiesSync(): Cookie[] {
    return [];
  }

  async setCookie(): Promise<void> {}
}
