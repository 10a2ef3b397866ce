// schema.graphql must not break the released snapshot: a provider built to the released contract and
// an app built to it keep working. Update released.graphql deliberately when a break is agreed.
import { buildSchema, findBreakingChanges } from "graphql";
import { test } from "uvu";
import * as assert from "uvu/assert";
import current from "./schema.graphql";
import released from "./released.graphql";
import { EXTENSION_SDL, withExtensions } from "./extension-sdl.ts";
import { EXTENSIONS } from "./extensions.ts";

test("schema.graphql makes no breaking change to the released schema", () => {
  const changes = findBreakingChanges(buildSchema(released), buildSchema(current));
  assert.equal(
    changes.map((c) => `${c.type}: ${c.description}`),
    [],
  );
});

test("each contract extension only adds: with every one, nothing released breaks (D231)", () => {
  const changes = findBreakingChanges(
    buildSchema(released),
    buildSchema(withExtensions(current, EXTENSIONS)),
  );
  assert.equal(
    changes.map((c) => `${c.type}: ${c.description}`),
    [],
  );
  for (const name of EXTENSIONS) {
    // Each stands alone on the spec's schema, so a provider may offer any of them without the others.
    buildSchema(withExtensions(current, [name]));
    assert.not.match(EXTENSION_SDL[name], /^type (Query|Mutation|PurchaseOrder|Product|Supplier) /m, name);
  }
});

test("the check notices a renamed field", () => {
  const renamed = current.replace("dateFinalized: DateTime", "dateFinalised: DateTime");
  const changes = findBreakingChanges(buildSchema(released), buildSchema(renamed));
  assert.equal(
    changes.map((c) => c.description),
    ["PurchaseOrder.dateFinalized was removed."],
  );
});

test.run();
