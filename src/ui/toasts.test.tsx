import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { TOAST_DURATION_MS, ToastProvider, useToast, type ToastClock } from "./toasts.tsx";

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success("Purchase order saved")}>
        Save
      </button>
      <button type="button" onClick={() => toast.error("Could not send the order")}>
        Send
      </button>
    </>
  );
}

/** A clock that moves only when told: `advance` runs, inside act, every timer that falls due. */
function manualClock() {
  let now = 0;
  let nextId = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  const clock: ToastClock = {
    now: () => now,
    setTimeout: (run, ms) => (timers.set((nextId += 1), { at: now + ms, run }), nextId),
    clearTimeout: (handle) => void timers.delete(handle as number),
  };
  const advance = (ms: number) =>
    act(() => {
      const until = now + ms;
      for (;;) {
        const due = [...timers].filter(([, t]) => t.at <= until).sort(([, a], [, b]) => a.at - b.at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].run();
      }
      now = until;
    });
  return { clock, advance };
}

let time = manualClock();

function renderToasts(duration: number) {
  time = manualClock();
  render(
    <ToastProvider duration={duration} clock={time.clock}>
      <Buttons />
    </ToastProvider>,
  );
  return userEvent.setup();
}

const sleep = (ms: number) => time.advance(ms);
const toastText = (text: string) => screen.queryByText(text);
const press = (user: ReturnType<typeof userEvent.setup>, name: string) =>
  user.click(screen.getByRole("button", { name }));

test.before.each(() => cleanup());

test("toasts last five seconds unless told otherwise", () => {
  assert.is(TOAST_DURATION_MS, 5000);
});

test("a success shows in the polite Notifications status region, which is there before any toast", async () => {
  const user = renderToasts(1000);
  const status = screen.getByRole("status", { name: "Notifications" });
  assert.is(status.getAttribute("aria-live"), "polite");
  assert.is(status.textContent, "");
  await press(user, "Save");
  assert.ok(within(status).getByText("Purchase order saved"));
});

test("an error shows in an assertive live region without taking the page's alert role", async () => {
  const user = renderToasts(1000);
  await press(user, "Send");
  const region = screen.getByText("Could not send the order").closest("[aria-live]");
  assert.is(region?.getAttribute("aria-live"), "assertive");
  assert.is(screen.getByRole("status").textContent, "");
  assert.is(screen.queryByRole("alert"), null);
});

test("toasts stack, each with its own Dismiss button", async () => {
  const user = renderToasts(1000);
  await press(user, "Save");
  await press(user, "Save");
  await press(user, "Send");
  assert.is(screen.getAllByText("Purchase order saved").length, 2);
  assert.ok(toastText("Could not send the order"));
  assert.is(screen.getAllByRole("button", { name: "Dismiss" }).length, 3);
});

test("a toast closes by itself after the duration", async () => {
  const user = renderToasts(60);
  await press(user, "Save");
  await sleep(59);
  assert.ok(toastText("Purchase order saved"), "gone too early");
  await sleep(1);
  assert.is(toastText("Purchase order saved"), null);
});

test("a click on the toast or on Dismiss closes it at once", async () => {
  const user = renderToasts(5000);
  await press(user, "Save");
  await user.click(screen.getByText("Purchase order saved"));
  assert.is(toastText("Purchase order saved"), null);
  await press(user, "Send");
  await press(user, "Dismiss");
  assert.is(toastText("Could not send the order"), null);
});

test("hovering stops the clock; leaving resumes it with the time that was left", async () => {
  const user = renderToasts(200);
  await press(user, "Save");
  await sleep(100);
  await user.hover(screen.getByText("Purchase order saved"));
  await sleep(250);
  assert.ok(toastText("Purchase order saved"), "closed while hovered");
  await user.unhover(screen.getByText("Purchase order saved"));
  // 100 ms were left: still there at 99, gone at 100, long before a fresh 200 ms would have run out.
  await sleep(99);
  assert.ok(toastText("Purchase order saved"), "gone before the time left ran out");
  await sleep(1);
  assert.is(toastText("Purchase order saved"), null);
});

test("keyboard focus on a toast stops its clock too", async () => {
  const user = renderToasts(60);
  await press(user, "Save");
  await user.tab();
  await user.tab();
  assert.ok(document.activeElement === screen.getByRole("button", { name: "Dismiss" }), "Dismiss is focused");
  await sleep(150);
  assert.ok(toastText("Purchase order saved"), "closed while focused");
  await user.tab();
  await sleep(60);
  assert.is(toastText("Purchase order saved"), null);
});

test("useToast outside a ToastProvider says what is missing", () => {
  const original = console.error;
  console.error = () => {};
  try {
    assert.throws(() => render(<Buttons />), /ToastProvider/);
  } finally {
    console.error = original;
  }
});

test.run();
