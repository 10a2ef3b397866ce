import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { LazyPart, useChunk } from "./lazy-part.tsx";

/** A chunk that fails `failures` times, then arrives; counts its loads. */
function flakyChunk(failures: number) {
  const state = { loads: 0 };
  const load = () => {
    state.loads += 1;
    return state.loads <= failures
      ? Promise.reject(new Error("offline"))
      : Promise.resolve({ Part: () => <p>The part</p> });
  };
  return { load, state };
}

test.after.each(cleanup);

test("shows the part once its chunk arrives, and nothing before", async () => {
  const { load } = flakyChunk(0);
  const { container } = render(<LazyPart load={load} render={(m) => <m.Part />} />);
  assert.is(container.textContent, "");
  await screen.findByText("The part");
});

test("a chunk that did not arrive says so, and Try Again loads it", async () => {
  const { load, state } = flakyChunk(1);
  render(<LazyPart load={load} render={(m) => <m.Part />} />);
  await screen.findByRole("alert");
  await userEvent.click(screen.getByRole("button", { name: "Try Again" }));
  await screen.findByText("The part");
  assert.is(screen.queryByRole("alert"), null);
  assert.is(state.loads, 2);
});

test("a chunk once in renders at once when mounted again, not loaded again", async () => {
  const { load, state } = flakyChunk(0);
  const first = render(<LazyPart load={load} render={(m) => <m.Part />} />);
  await screen.findByText("The part");
  first.unmount();
  render(<LazyPart load={load} render={(m) => <m.Part />} />);
  assert.ok(screen.getByText("The part"));
  assert.is(state.loads, 1);
});

function Wanted({ load, wanted }: { load: () => Promise<{ Part(): unknown }>; wanted: boolean }) {
  const { chunk } = useChunk(load, wanted);
  return <p>{chunk ? "in" : "not in"}</p>;
}

test("useChunk loads nothing until wanted", async () => {
  const { load, state } = flakyChunk(0);
  const view = render(<Wanted load={load} wanted={false} />);
  await Promise.resolve();
  assert.is(state.loads, 0);
  view.rerender(<Wanted load={load} wanted />);
  await screen.findByText("in");
  assert.is(state.loads, 1);
});

test.run();
