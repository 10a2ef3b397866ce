// Shared by the demo toolkit's screen tests: render with the mock config, open the panel, catch a
// download, run axe. No mocks/ import: a kit is not a test file, so src/'s import rule applies to it.
import axe from "axe-core";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderAt, type RenderOptions } from "./render.tsx";

export const OWNER = "owner@example.com";

/** The app at `path` in demo mode, once the demo bar is on screen. */
export async function renderDemo(path: string, options: RenderOptions = {}) {
  const view = await renderAt(path, { ...options, config: { mock: true, ...options.config } });
  const bar = within(await screen.findByRole("region", { name: "Demo" }));
  return { ...view, bar, user: userEvent.setup() };
}

/** Opens the demo panel from the bar, on the tab named `tab`. */
export async function openPanel(user: ReturnType<typeof userEvent.setup>, tab?: string) {
  const bar = within(screen.getByRole("region", { name: "Demo" }));
  await user.click(bar.getByRole("button", { name: "Demo panel" }));
  const dialog = within(await screen.findByRole("dialog", { name: "Demo panel" }));
  if (tab) await user.click(dialog.getByRole("tab", { name: tab }));
  return dialog;
}

/** axe's findings on the page as it is now; colour contrast needs a real layout (the browser journeys). */
export async function axeViolations(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
}
