// Hostile input for the *-bad-input screen tests (issue 8): script and markup a user may type, which
// must come back as the very text typed, and addresses of another origin a URL may carry, which the
// app must never go to.
import { cleanup } from "@testing-library/react";
import * as assert from "uvu/assert";
import { renderApp, signInStored } from "./render.tsx";

/**
 * Script and markup as a person might type them. No braces or brackets: user-event reads those as
 * key names. Each is at most 50 characters, the shortest limit of the fields tested (a role name).
 */
export const MARKUP = [
  "<img src=x onerror=alert(1)>",
  `<script>alert("x")</script>`,
  `<b>bold</b> &amp; "q" 'a'`,
] as const;

/** Asserts no element came from typed markup: no image of `x`, no script, no bold "bold", no handler attribute. */
export function assertNoMarkupElements(root: ParentNode = document.body) {
  const made = [...root.querySelectorAll('img[src="x"], script, b')].filter(
    (el) => el.tagName !== "B" || el.textContent === "bold",
  );
  assert.is(made.length, 0, "an element was made from text");
  const handlers = [...root.querySelectorAll("*")].filter((el) =>
    [...el.attributes].some((a) => a.name.startsWith("on")),
  );
  assert.is(handlers.length, 0, "an event attribute was made from text");
}

/** Other origins as a redirect parameter or a path may carry them, and a script URL. */
export const ELSEWHERE = [
  "https://evil.example/",
  "//evil.example",
  "/\\evil.example",
  "javascript:alert(1)",
  "https:evil.example",
] as const;

/** Asserts the page is still the app's and every link on it stays there (or writes a mail). */
export function assertStaysOnApp(root: ParentNode = document.body) {
  assert.is(window.location.origin, "http://localhost", "the page left the app's origin");
  for (const link of root.querySelectorAll("a[href]")) {
    const href = link.getAttribute("href")!;
    if (href.startsWith("mailto:")) continue;
    // A fragment (the skip link, D49) stays in the page's own origin.
    assert.ok(/^(\/(?![/\\])|#[\w-]+$)/.test(href), `a link leaves the app: ${href}`);
    assert.is(new URL(href, window.location.href).origin, window.location.origin, href);
  }
}

/**
 * The app as it starts after signing in as an account a test made (renderAt would reset the store),
 * with `storage` entries set first (a pending invite).
 */
export async function renderAppAs(email: string, password: string, storage: Record<string, string> = {}) {
  cleanup();
  await signInStored(email, password);
  for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
  return renderApp("/");
}
