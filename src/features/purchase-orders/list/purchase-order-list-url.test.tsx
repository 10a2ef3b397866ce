// The order list's filter, page and page size live in the URL (issue 12): each change is a history
// entry (so Back walks them; the browser journey url-filters presses Back), and a link with them opens
// the same rows.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { renderAt } from "../../../../test/render.tsx";
import { tableRows } from "../../../../test/table.ts";
import { UI_TEXT } from "../../../ui/strings.ts";

const BUYER = "buyer@example.com";

const table = () => within(screen.getByRole("table", { name: "Purchase Orders" }));
const poNumbers = () => tableRows("Purchase Orders").map((cells) => cells[0]);
const range = () =>
  within(screen.getByRole("navigation", { name: "Purchase Orders pages" })).getByRole("status").textContent;
const chip = (status: string) =>
  within(screen.getByRole("group", { name: "Status" })).getByRole("button", { name: status });
const pressed = () =>
  ["OPEN", "ORDERED", "RECEIVED", "CLOSED"].filter((s) => chip(s).getAttribute("aria-pressed") === "true");

/** Filters to OPEN and RECEIVED, picks 10 a page and goes to page 2; answers the URL and what it showed. */
async function filterSizeAndPage() {
  const view = await renderAt("/purchase-orders", { signedInAs: BUYER });
  await screen.findByRole("table", { name: "Purchase Orders" });
  const user = userEvent.setup();
  await user.click(chip("ORDERED"));
  await user.click(chip("CLOSED"));
  await user.selectOptions(screen.getByRole("combobox", { name: "Rows per page" }), "10");
  // Next waits while a page loads: press it once the ten rows are in.
  await screen.findByText(/^1-10 of/);
  await user.click(screen.getByRole("button", { name: "Next page" }));
  await screen.findByText(/^11-/);
  return { ...view, url: view.location.history!.at(-1)!, rows: poNumbers(), shown: range() };
}

test("each filter, page size and page is a new URL in the history, the plain list first", async () => {
  const { location } = await filterSizeAndPage();
  assert.equal(location.history, [
    "/purchase-orders",
    "/purchase-orders?status=OPEN&status=RECEIVED&status=CLOSED",
    "/purchase-orders?status=OPEN&status=RECEIVED",
    "/purchase-orders?status=OPEN&status=RECEIVED&size=10",
    location.history!.at(-1),
  ]);
  assert.match(
    location.history!.at(-1)!,
    /^\/purchase-orders\?status=OPEN&status=RECEIVED&size=10&after=[^&]+&at=10$/,
  );
});

test("the URL opened again (a reload, a shared link) shows the same filter, page size and page", async () => {
  const first = await filterSizeAndPage();
  await renderAt(first.url, { signedInAs: BUYER });
  await screen.findByRole("table", { name: "Purchase Orders" });
  assert.equal(pressed(), ["OPEN", "RECEIVED"]);
  assert.is((screen.getByRole("combobox", { name: "Rows per page" }) as HTMLSelectElement).value, "10");
  assert.is(range(), first.shown);
  assert.equal(poNumbers(), first.rows);
});

test("a new filter goes back to page 1 and keeps the page size (D10)", async () => {
  const { location } = await filterSizeAndPage();
  await userEvent.setup().click(chip("CLOSED"));
  const query = new URLSearchParams(location.history!.at(-1)!.split("?")[1]);
  assert.equal(query.getAll("status"), ["OPEN", "RECEIVED", "CLOSED"]);
  assert.is(query.get("size"), "10");
  assert.not.ok(query.has("after") || query.has("at"), "page 1");
  assert.ok(await screen.findByText(/^1-10 of/));
});

test("no status chosen is kept too, as an empty status", async () => {
  const { location } = await renderAt("/purchase-orders", { signedInAs: BUYER });
  await screen.findByRole("table", { name: "Purchase Orders" });
  const user = userEvent.setup();
  for (const status of ["OPEN", "ORDERED", "RECEIVED", "CLOSED"]) await user.click(chip(status));
  assert.is(location.history!.at(-1), "/purchase-orders?status=");
  await renderAt("/purchase-orders?status=", { signedInAs: BUYER });
  await screen.findByText("No Data In Table");
  assert.equal(pressed(), []);
});

test("the order view and edit screens lead back to the list as it was left: filter, size and page", async () => {
  const { url, rows, shown } = await filterSizeAndPage();
  const user = userEvent.setup();
  const openRow = rows.find((number) =>
    table().queryByRole("link", { name: new RegExp(`^Modify.*${number}`) }),
  );
  assert.ok(openRow, "a row this buyer may modify");
  await user.click(table().getByRole("link", { name: new RegExp(`^Modify.*${openRow}`) }));
  await screen.findByRole("button", { name: "Save Products" });
  const back = () => screen.getByRole("link", { name: "Return To All Purchase Orders" });
  assert.is(back().getAttribute("href"), url);
  await user.click(back());
  await screen.findByText(shown);
  assert.equal(poNumbers(), rows);
  await user.click(table().getAllByRole("link", { name: /^View/ })[0]!);
  await screen.findByRole("button", { name: "Generate PDF Printout" });
  await user.click(back());
  await screen.findByText(shown);
  assert.equal([pressed(), poNumbers()], [["OPEN", "RECEIVED"], rows]);
});

test("without a list seen in this tab the way back is the plain list", async () => {
  sessionStorage.clear();
  await renderAt("/purchase-orders/442", { signedInAs: BUYER });
  const back = await screen.findByRole("link", { name: "Return To All Purchase Orders" });
  assert.is(back.getAttribute("href"), "/purchase-orders");
});

test("a link to a page the list no longer has opens its first page and says so, not the not-found page", async () => {
  for (const query of ["after=garbage&at=10", "before=garbage&at=10&size=10"]) {
    const { location } = await renderAt(`/purchase-orders?${query}`, { signedInAs: BUYER });
    assert.ok(await screen.findByText(UI_TEXT.table.stalePage));
    await screen.findByText(/^1-/);
    assert.is(range()!.split(" ")[0], query.includes("size=10") ? "1-10" : "1-5");
    assert.is(screen.queryByRole("heading", { name: UI_TEXT.notFound.message }), null);
    assert.is(
      location.history!.at(-1),
      query.includes("size=10") ? "/purchase-orders?size=10" : "/purchase-orders",
    );
  }
});

test.run();
