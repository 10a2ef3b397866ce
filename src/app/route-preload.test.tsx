// Route preloads (issue 15): a route's chunk and read start before its screen renders, the screen shown
// stays until the next one's chunk is in, and a loaded screen renders at once, never suspended.
import { act, cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { RouteDef } from "../config/routes.ts";
import { lazyScreen } from "./lazy-screen.ts";
import { useReadyLocation } from "./route-preload.ts";
import type { AppRoute } from "./routes.tsx";

/** A screen whose chunk arrives when the test says so. */
function heldScreen(name: string) {
  let arrive!: () => void;
  const chunk = new Promise<{ Screen: () => string }>(
    (resolve) => (arrive = () => resolve({ Screen: () => `${name} screen` })),
  );
  return {
    screen: lazyScreen(
      () => chunk,
      (m) => m.Screen,
    ),
    arrive: () => act(async () => arrive()),
  };
}

const route = (pattern: string): RouteDef => ({ pattern, permissions: [] });

function setUp() {
  cleanup();
  const orders = heldScreen("orders");
  const order = heldScreen("order");
  const reads: string[] = [];
  const screens: AppRoute[] = [
    { route: route("/orders"), layout: "inventory", screen: orders.screen },
    {
      route: route("/orders/:id"),
      layout: "inventory",
      screen: order.screen,
      data: (p) => reads.push(p.id!),
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
  return { orders, order, reads, shown, go };
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
