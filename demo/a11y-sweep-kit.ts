// The accessibility sweep's vocabulary (a11y-sweep.journey.ts): what a row of its table is, what the
// seed gives a row to open, and the small steps every row is built from (open a path, wait for a
// heading, open a dialog or a menu). Kept apart so that the states (a11y-states-*.ts) and the table
// read as lists of screens, not as Playwright calls.
import type { Locator, Page } from "playwright-core";
import type { DemoPage } from "./harness.ts";
import { waitForText } from "./steps.ts";

export type State = "loaded" | "empty" | "error" | "open dialog";

/** Who is signed in, and how the demo answers. */
export type Session =
  | "signed out"
  | "signed out, offline"
  | "owner"
  | "owner, offline"
  | "no store"
  | "no store, offline"
  | "owner, empty demo";

export interface Sweep {
  demo: DemoPage;
  page: Page;
  seed: SeedFacts;
  /** Opens a path of the app (at the demo's root): in the app, or with a full load when it has a query. */
  go(path: string): Promise<void>;
}

/** Brings the tab to a state and waits until it shows. */
export type Arrive = (sweep: Sweep) => Promise<void>;

/**
 * The screen, its state, the pattern of the route table (src/config/routes.ts) it answers (or what shows it), how
 * to get there, and which one where a screen has several of a state.
 */
type Entry = [screen: string, state: State, route: string, arrive: Arrive, detail?: string];

export interface Row {
  screen: string;
  state: State;
  route: string;
  arrive: Arrive;
  detail?: string;
  session: Session;
}

/** The table's rows of one session, from its entries. */
export const rows = (session: Session, entries: Entry[]): Row[] =>
  entries.map(([screen, state, route, arrive, detail]) => ({
    screen,
    state,
    route,
    arrive,
    detail,
    session,
  }));

// ---------------------------------------------------------------------------------------------
// The seed: ids of what the owner's store holds.

/** D22: the valid demo invite is to the second store. */
export const INVITED_TO = "Harbor Hardware";

export type Status = "OPEN" | "ORDERED" | "RECEIVED" | "CLOSED";

export interface SeedFacts {
  /** An order in each status, with items and a supplier that has an email. */
  orders: Record<Status, string>;
  supplier: string;
  product: string;
  /** The SKU of a tracked product without variations, for a line typed or imported. */
  productSku: string;
  customer: string;
}

// ---------------------------------------------------------------------------------------------
// Reaching a state: the steps the states are made of.

/** The page's h1 named `name`. */
export const heading = (page: Page, name: string) =>
  page.getByRole("heading", { level: 1, name, exact: true });
/** The button named `name` in `scope`. */
export const button = (scope: Page | Locator, name: string) =>
  scope.getByRole("button", { name, exact: true });
/** The dialog named `name`. */
export const dialog = (page: Page, name: string) => page.getByRole("dialog", { name, exact: true });
/** The region named `name` (a table's, a panel's). */
export const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
/** Waits for the first alert in `scope`. */
export const alert = (scope: Page | Locator) => scope.getByRole("alert").first().waitFor();

/** Opens `to` and waits for the h1 named `title`. */
export const show =
  (to: string, title: string): Arrive =>
  async ({ go, page }) => {
    await go(to);
    await heading(page, title).waitFor();
  };

/** Opens `to` and waits for `text` anywhere on the page. */
export const showText =
  (to: string, text: string): Arrive =>
  async ({ go, page }) => {
    await go(to);
    await waitForText(page, text);
  };

/** A list screen with its table holding rows, or 'No Data In Table'. */
export const showList =
  (to: string, title: string, content: "rows" | "none" = "rows"): Arrive =>
  async (sweep) => {
    await show(to, title)(sweep);
    const table = region(sweep.page, title).locator("table:not([aria-busy])");
    await table
      .locator(content === "rows" ? "tbody td:not(.table-empty)" : ".table-empty")
      .first()
      .waitFor();
  };

/** After `first`, does `then` on the page. */
export const and =
  (first: Arrive, then: (page: Page, sweep: Sweep) => Promise<unknown>): Arrive =>
  async (sweep) => {
    await first(sweep);
    await then(sweep.page, sweep);
  };

/** Presses the button named `opener` and waits for the dialog named `title`. */
export const openDialog = (opener: string, title: string) => async (page: Page) => {
  await button(page, opener).click();
  await dialog(page, title).waitFor();
};

/** Presses the button `opener` finds and waits for a dialog. */
export const openConfirmation = (opener: (page: Page) => Locator) => async (page: Page) => {
  await opener(page).click();
  await page.getByRole("dialog").waitFor();
};

/** Presses the menu button named `opener` and waits for its menu. */
export const openMenu = (opener: string | RegExp) => async (page: Page) => {
  await page.getByRole("button", { name: opener }).click();
  await page.getByRole("menu").waitFor();
};

/** A list screen with rows. */
export const list = (to: string, title: string) => showList(to, title);
/** A list screen with 'No Data In Table'. */
export const emptyList = (to: string, title: string) => showList(to, title, "none");

/** A screen that shows nothing but its error when every call fails. */
export const failed =
  (to: (seed: SeedFacts) => string, title: string): Arrive =>
  (sweep) =>
    show(to(sweep.seed), title)(sweep);
