import { buildASTSchema, parse, validateSchema, type GraphQLObjectType } from "graphql";
import { test } from "uvu";
import * as assert from "uvu/assert";
import typeDefs from "../../schema/schema.graphql";
import { PERMISSIONS } from "../../schema/permissions.ts";
import { RuleError } from "../rules/errors.ts";
import { buildProviderSchema } from "./schema.ts";

test("the schema's SDL is valid, as the provider assumes when it builds the schema", () => {
  // Both checks the provider skips: the SDL's (this throws naming what is wrong) and the type system's.
  assert.equal(validateSchema(buildASTSchema(parse(typeDefs))), []);
});

test("every root field answers through a resolver: its own, or one refusing it as not implemented", () => {
  const schema = buildProviderSchema();
  for (const type of [schema.getQueryType()!, schema.getMutationType()!])
    for (const field of Object.values(type.getFields()))
      assert.type(field.resolve, "function", `${type.name}.${field.name} has no resolver`);
});

test("a field the provider resolves itself keeps its resolver, under D51's guard", () => {
  const order = buildProviderSchema().getType("PurchaseOrder") as GraphQLObjectType;
  const shippingCost = order.getFields().shippingCost!.resolve!;
  const asking = (permissions: string[]) => ({ session: { permissions } }) as never;
  // Cents in the store, dollars on the wire (types.ts), for a user who may see orders.
  assert.is(
    shippingCost({ shippingCents: 1250 }, {}, asking([PERMISSIONS.createPurchaseOrder]), {} as never),
    12.5,
  );
  try {
    shippingCost({ shippingCents: 1250 }, {}, asking([]), {} as never);
    assert.unreachable("shipping cost answered without an order permission");
  } catch (error) {
    assert.instance(error, RuleError);
    assert.is((error as RuleError).code, "FORBIDDEN");
  }
});

test("a contract extension's field is in the schema only when it is on (D231)", () => {
  const fields = (schema: ReturnType<typeof buildProviderSchema>) =>
    Object.keys((schema.getType("PurchaseOrder") as GraphQLObjectType).getFields());
  assert.ok(fields(buildProviderSchema()).includes("history"));
  assert.ok(fields(buildProviderSchema(["history"])).includes("history"));
  assert.not.ok(fields(buildProviderSchema([])).includes("history"));
  assert.is(buildProviderSchema([]).getType("PurchaseOrderChange"), undefined);
  const mutations = (schema: ReturnType<typeof buildProviderSchema>) =>
    Object.keys(schema.getMutationType()!.getFields());
  assert.ok(mutations(buildProviderSchema(["arrival"])).includes("setExpectedArrival"));
  assert.not.ok(mutations(buildProviderSchema(["history"])).includes("setExpectedArrival"));
  assert.not.ok(fields(buildProviderSchema(["history"])).includes("expectedArrival"));
  // Extension "approval" (D242): its fields, query and mutations only with it.
  assert.ok(fields(buildProviderSchema(["approval"])).includes("needsApproval"));
  assert.not.ok(fields(buildProviderSchema(["history"])).includes("needsApproval"));
  assert.ok(mutations(buildProviderSchema(["approval"])).includes("approvePurchaseOrder"));
  assert.not.ok(mutations(buildProviderSchema([])).includes("setApprovalThreshold"));
  assert.is(buildProviderSchema([]).getQueryType()!.getFields().approvalSettings, undefined);
});

test.run();
