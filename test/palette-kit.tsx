// Shared by the command palette's screen tests (issue 16 #5, D80, D81): Ctrl+K, the dialog and its box,
// and what it offers.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as assert from "uvu/assert";
import type { Db } from "../mocks/store/tables.ts";
import { renderAt } from "./render.tsx";

type User = ReturnType<typeof userEvent.setup>;
export type PaletteDialog = ReturnType<typeof within>;

const storeOf = (db: Db, email: string) => db.users.find((u) => u.email === email)!.activeStoreId!;

/** Signs in as `email` on the start screen: the view, its store's id and a user to type with. */
export async function start(email: string) {
  const view = await renderAt("/", { signedInAs: email });
  await screen.findByText("Where do you want to start?");
  const db = view.provider.store.db;
  const store = storeOf(db, email);
  return { ...view, db, store, user: userEvent.setup() };
}

/** Opens the palette with Ctrl+K and waits for focus in its box. */
export async function openPalette(user: User) {
  await user.keyboard("{Control>}k{/Control}");
  const dialog = within(await screen.findByRole("dialog", { name: "Jump Anywhere" }));
  const box = dialog.getByRole("combobox", { name: "Screen, order number, supplier, product or action" });
  await waitFor(() => assert.is(document.activeElement, box, "focus is in the palette's box"));
  return { dialog, box };
}

/** Every option's text, in order. */
export const optionNames = (dialog: PaletteDialog) =>
  dialog.queryAllByRole("option").map((option: HTMLElement) => option.textContent ?? "");

/** The names of the current screen's actions offered ("On this screen"). */
export const actionNames = (dialog: PaletteDialog) => {
  const group = dialog.queryByRole("group", { name: "On this screen" });
  return group
    ? within(group)
        .queryAllByRole("option")
        .map((option) => option.textContent ?? "")
    : [];
};
