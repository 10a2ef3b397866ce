// Route preloads (issue 15): a route's chunk and read start before its screen renders, the screen shown
// stays until the next one's chunk is in, and a loaded screen renders at once, never suspended.
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { Suspense } from "react";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { RouteDef } from "../config/routes.ts";
import { lazyScreen } from "./lazy-screen.ts";
import { useReadyLocation } from "./route-preload.ts";
import type { AppRoute } from "./routes.tsx";

/** A screen whose chunk arrives when the test says so; `asked()` counts the loads it was asked for. */
function heldScreen(name: string) {
  let arrive!: () => void;
  let asked = 0;
  const chunk = new Promise<{ Screen: () => string }>(
    (resolve) => (arrive = () => resolve({ Screen: () => `${name} screen` })),
  );
  return {
    screen: lazyScreen(
      () => (asked++, chunk),
      (m) => m.Screen,
    ),
    asked: () => asked,
    arrive: () => act(async () => arrive()),
  };
}

/** The page's idle time, in the test's hands: work asked for it waits until `idle()` runs it. */
function idleInTestsHands() {
  const queued = new Map<number, () => void>();
  let id = 0;
  const { requestIdleCallback, cancelIdleCallback } = globalThis;
  Object.assign(globalThis, {
    requestIdleCallback: (work: () => void) => (queued.set(++id, work), id),
    cancelIdleCallback: (which: number) => queued.delete(which),
  });
  return {
    /** Until some work waits for idle time (Preact runs effects after a frame). */
    asked: () =>
      waitFor(() => {
        if (!queued.size) throw new Error("no work waits for idle time");
      }),
    idle: () => {
      for (const [which, work] of queued) (queued.delete(which), work());
    },
    /** The page's own idle time back. */
    restore: () => Object.assign(globalThis, { requestIdleCallback, cancelIdleCallback }),
  };
}

const route = (pattern: string): RouteDef => ({ pattern, permissions: [] });

function setUp({ leadsTo = false } = {}) {
  cleanup();
  const orders = heldScreen("orders");
  const order = heldScreen("order");
  const reads: string[] = [];
  let answerList!: () => void;
  const listAnswered = new Promise<void>((resolve) => (answerList = resolve));
  const screens: AppRoute[] = [
    {
      route: route("/orders"),
      layout: "inventory",
      screen: orders.screen,
      ...(leadsTo && { leadsTo: [order.screen], data: () => listAnswered }),
    },
    {
      route: route("/orders/:id"),
      layout: "inventory",
      screen: order.screen,
      data: (p) => void reads.push(p.id!),
    },
  ];
  const location = memoryLocation({ path: "/orders" });
  function Shown() {
    return <p>{useReadyLocation(screens) ?? "loading page"}</p>;
  }
  render(
    <Router hook={location.hook}>
      <Shown />
    </Router>,
  );
  const shown = () => screen.getByRole("paragraph").textContent;
  const go = (path: string) => act(() => location.navigate(path));
  const answer = () => act(async () => answerList());
  return { orders, order, reads, shown, go, answer };
}

test("the first screen renders once its chunk is in, the loading page until then", async () => {
  const { orders, shown } = setUp();
  assert.is(shown(), "loading page");
  await orders.arrive();
  assert.is(shown(), "/orders");
});

test("a navigation starts the route's read and keeps the screen shown until the next chunk is in", async () => {
  const { orders, order, reads, shown, go } = setUp();
  await orders.arrive();
  await go("/orders/42");
  assert.is(shown(), "/orders", "the list stays while the order's chunk loads");
  assert.equal(reads, ["42"], "the order's read started with the navigation");
  await order.arrive();
  assert.is(shown(), "/orders/42");
  await go("/orders");
  assert.is(shown(), "/orders", "a loaded screen shows at once");
});

test("once a screen is shown and its read answered, the screens it leads to load their chunks when the page is idle", async () => {
  const page = idleInTestsHands();
  try {
    const { orders, order, reads, shown, answer } = setUp({ leadsTo: true });
    assert.is(order.asked(), 0, "nothing before the list is shown");
    await orders.arrive();
    assert.is(shown(), "/orders");
    page.idle();
    assert.is(order.asked(), 0, "nothing while the list's read waits, idle or not");
    await answer();
    await page.asked();
    assert.is(order.asked(), 0, "nothing while the page is busy");
    page.idle();
    assert.is(order.asked(), 1, "the order screen's chunk once the page is idle");
    assert.equal(reads, [], "its chunk only: no order is read before one is opened");
  } finally {
    cleanup(); // unmounted while the test's idle time still stands, so its cancel is the test's
    page.restore();
  }
});

test("a screen whose chunk is in renders at once, without suspending", async () => {
  cleanup();
  const { screen: Orders, arrive } = heldScreen("orders");
  const preloaded = Orders.preload();
  await arrive();
  await preloaded;
  render(
    <Suspense fallback="fallback">
      <Orders />
    </Suspense>,
  );
  assert.ok(screen.getByText("orders screen"));
});

test.run();
