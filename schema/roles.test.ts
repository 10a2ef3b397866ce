import { test } from "uvu";
import * as assert from "uvu/assert";
import { roleNameProblem } from "./roles.ts";

const ROLES = [{ name: "Store Owner" }, { name: "Buyer" }];

test("a role name is refused when empty, past 50 characters, or holding an invisible character", () => {
  assert.is(roleNameProblem("  ", ROLES), "A role needs a name.");
  assert.is(roleNameProblem("x".repeat(51), ROLES), "A role name is limited to 50 characters.");
  assert.is(roleNameProblem("x".repeat(50), ROLES), undefined);
  assert.match(roleNameProblem("Night\u200BShift", ROLES)!, "U+200B at position 6");
});

test("a role name that is another's in any case, or looks the same, is refused naming that role", () => {
  assert.is(roleNameProblem(" buyer ", ROLES), 'A role named "buyer" already exists.');
  assert.is(
    roleNameProblem("St0re \u041Ewner", ROLES),
    '"St0re \u041Ewner" looks the same as the role "Store Owner": choose another name.',
  );
  assert.is(roleNameProblem("Night Shift", ROLES), undefined);
});

test.run();
