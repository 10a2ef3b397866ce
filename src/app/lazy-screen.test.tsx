// A lazily loaded part of the app (the signed-in gate, the signed-out routes, the demo bar): once its
// chunk is in, it renders at once, never through a suspended React.lazy (which holds a fallback 300 ms).
import { cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { lazyScreen } from "./lazy-screen.ts";

test("a part whose chunk is in renders at once, without suspending", async () => {
  cleanup();
  const Part = lazyScreen(
    () => Promise.resolve({ Part: () => "the part" }),
    (m) => m.Part,
  );
  assert.not.ok(Part.loaded());
  await Part.preload();
  assert.ok(Part.loaded());
  render(
    <Suspense fallback="fallback">
      <Part />
    </Suspense>,
  );
  assert.ok(screen.getByText("the part"));
});

test.run();
