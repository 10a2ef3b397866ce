// Helpers for the accessibility sweep and the keyboard-only journeys (issue 8): axe's findings as a
// value a test can assert on, and what a keyboard user meets: the focused element by role and name,
// whether its focus ring shows, Tab until a control is reached, and focus kept inside a dialog.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Locator, Page } from "playwright-core";
import * as assert from "uvu/assert";

let axeSource: string | undefined;

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: unknown[]; html: string }[];
}

/**
 * axe-core's violations on the page as it is now, one line each: rule, help and the offending nodes.
 * The one axe runner: harness.checkA11y records these for the end of a journey; the sweep asserts
 * them per test (assertNoViolations).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
  // A reload drops the injected script, so inject whenever the page has none.
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> };
    };
    const results = await axe.run(document, { resultTypes: ["violations"] });
    return results.violations.map(({ id, help, nodes }) => ({
      id,
      help,
      nodes: nodes.map(({ target, html }) => ({ target, html: html.slice(0, 160) })),
    }));
  });
  return violations.map(
    ({ id, help, nodes }) =>
      `${id} (${help}) at ${nodes.map((node) => `${node.target.join(" ")} ${node.html}`).join(", ")}`,
  );
}

/** Fails with every violation listed when axe finds any. */
export async function assertNoViolations(page: Page, label: string): Promise<void> {
  const found = await axeViolations(page);
  assert.ok(found.length === 0, `axe on ${label}:\n  ${found.join("\n  ")}`);
}

// ---------------------------------------------------------------------------------------------
// The keyboard user's view.

/** The focused element as a screen reader names it: `button "Log In"` (Playwright's ARIA snapshot). */
export async function focused(page: Page): Promise<string> {
  const active = page.locator(":focus");
  if ((await active.count()) === 0) return "(nothing: the page itself)";
  // The first line is the element itself (`- button "Log In" [pressed]: text`), the next its children.
  let line = (await active.first().ariaSnapshot()).split("\n")[0]!;
  // YAML quotes a line holding ": " as a whole: `- 'heading "Edit: #5" [level=1]'`.
  if (/^- '.*'$/.test(line)) line = `- ${line.slice(3, -1).replace(/''/g, "'")}`;
  const match = /^- ([\w-]+)(?: "((?:[^"\\]|\\.)*)")?/.exec(line);
  if (!match) return line;
  return match[2] === undefined ? match[1]! : named(match[1]!, JSON.parse(`"${match[2]}"`) as string);
}

/** The focused element's role and name, as `focused` gives them: `button "Log In"`. */
export const named = (role: string, name: string) => `${role} "${name}"`;

/** Asserts what holds focus, by role and accessible name. */
export async function assertFocused(page: Page, role: string, name: string, when: string): Promise<void> {
  assert.is(await focused(page), named(role, name), `focus ${when}`);
}

/**
 * Asserts the focused element shows a focus indicator a sighted keyboard user can see: it matches
 * :focus-visible and has an outline or a box shadow drawn.
 */
export async function assertFocusVisible(page: Page, when: string): Promise<void> {
  const ring = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return "nothing focused";
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    if (!element.matches(":focus-visible")) return "not :focus-visible";
    return outline || style.boxShadow !== "none" ? "" : "no outline or shadow";
  });
  assert.is(ring, "", `a visible focus ring ${when}`);
}

/**
 * Presses Tab (or Shift+Tab) until the element named `role "name"` has focus, at most `max` times, as a
 * keyboard user moves through the page; fails with the stops it made. Returns how many presses it took.
 */
export async function tabTo(
  page: Page,
  role: string,
  name: string,
  { back = false, max = 40 }: { back?: boolean; max?: number } = {},
): Promise<number> {
  const wanted = named(role, name);
  const stops: string[] = [];
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    const now = await focused(page);
    if (now === wanted) return presses;
    stops.push(now);
  }
  assert.unreachable(`${wanted} not reached in ${max} presses; stops: ${stops.join(" > ")}`);
  return max;
}

/** Whether focus is inside `scope`. */
export const holdsFocus = (scope: Locator) =>
  scope.evaluate((element) => element.contains(document.activeElement));

/**
 * Asserts focus stays in the dialog while Tab and then Shift+Tab are pressed once more than it has
 * stops, so both ends wrap. Leaves focus where it started.
 */
export async function assertFocusTrapped(page: Page, dialog: Locator, name: string): Promise<void> {
  const stops = await dialog.evaluate(
    (box) =>
      [...box.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, [tabindex]")].filter(
        (el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && el.offsetParent !== null,
      ).length,
  );
  for (const key of ["Tab", "Shift+Tab"])
    for (let i = 0; i <= stops; i++) {
      await page.keyboard.press(key);
      assert.ok(
        await holdsFocus(dialog),
        `${key} #${i + 1} keeps focus in ${name} (on ${await focused(page)})`,
      );
    }
}
