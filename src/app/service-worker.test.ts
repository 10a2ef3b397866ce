// The production worker's registration and its "updated" note (D193).
import { test } from "uvu";
import * as assert from "uvu/assert";
import { onceUpdated, registerServiceWorker } from "./service-worker.ts";

/** A stand-in for navigator.serviceWorker: an event target that records registrations. */
function container(controlled: boolean) {
  const target = new EventTarget();
  const registered: [string, RegistrationOptions | undefined][] = [];
  const fake = Object.assign(target, {
    controller: controlled ? ({} as ServiceWorker) : null,
    register: async (url: string, options?: RegistrationOptions) => {
      registered.push([url, options]);
      return {} as ServiceWorkerRegistration;
    },
  });
  return {
    fake: fake as unknown as ServiceWorkerContainer,
    registered,
    takeOver: () => target.dispatchEvent(new Event("controllerchange")),
  };
}

test("the worker is registered under the base, with the base as its scope", () => {
  const { fake, registered } = container(false);
  registerServiceWorker("/demo/", fake);
  assert.equal(registered, [["/demo/sw.js", { scope: "/demo/" }]]);
});

test("no worker support: nothing registered, nothing thrown", () => {
  registerServiceWorker("/", undefined);
});

test("the first worker taking over an uncontrolled page is no news; a new one over an old one is, once", () => {
  const notes: string[] = [];
  const stop = onceUpdated(() => notes.push("updated"));
  const first = container(false);
  registerServiceWorker("/", first.fake);
  first.takeOver();
  assert.equal(notes, [], "first install");
  const next = container(true);
  registerServiceWorker("/", next.fake);
  next.takeOver();
  next.takeOver();
  assert.equal(notes, ["updated"]);
  // A shell mounted later (signed in after the update) does not say it again.
  onceUpdated(() => notes.push("again"))();
  assert.equal(notes, ["updated"]);
  stop();
});

test.run();
