// The extension probe (D231): the provider's marker fields by introspection; a refusal or another answer
// is "none", and only a provider not reached is thrown (SWR then asks again when the connection is back).
import { http, HttpResponse } from "msw";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { sharedInProcessProvider } from "../../mocks/node.ts";
import { freshState, signInStored } from "../../test/render.tsx";
import { EXTENSIONS } from "../../schema/extensions.ts";
import { probeExtensions } from "./extensions.ts";

const names = async () => [...(await probeExtensions())].sort();

test("the probe finds the extensions the provider is switched to, and none of a spec-only one", async () => {
  const provider = await freshState();
  await signInStored("buyer@example.com");
  assert.equal(await names(), [...EXTENSIONS].sort());
  provider.extensions = new Set(["history"]);
  assert.equal(await names(), ["history"]);
  provider.extensions = new Set();
  assert.equal(await names(), []);
});

test("a provider refusing introspection, or answering something else, has none", async () => {
  await freshState();
  await signInStored("buyer@example.com");
  const { server } = await sharedInProcessProvider();
  try {
    server.use(
      http.post("*/graphql", () =>
        HttpResponse.json({ errors: [{ message: "Introspection is disabled" }] }, { status: 400 }),
      ),
    );
    assert.equal(await names(), []);
    server.resetHandlers();
    server.use(http.post("*/graphql", () => HttpResponse.json({ data: { purchaseOrder: "yes" } })));
    assert.equal(await names(), []);
  } finally {
    server.resetHandlers();
  }
});

test("a provider not reached is thrown, so the question is asked again later", async () => {
  await freshState();
  await signInStored("buyer@example.com");
  const { server } = await sharedInProcessProvider();
  try {
    server.use(http.post("*/graphql", () => HttpResponse.json({ code: "DOWN" }, { status: 503 })));
    await probeExtensions().then(
      () => assert.unreachable("a 503 read as an answer"),
      (error: unknown) => assert.instance(error, Error),
    );
  } finally {
    server.resetHandlers();
  }
  assert.equal(await names(), [...EXTENSIONS].sort());
});

test.run();
