import { test } from "uvu";
import * as assert from "uvu/assert";
import { ApiError } from "../../../api/api-error.ts";
import { UNAVAILABLE_REASON } from "../../../lib/failure.ts";
import { describeRegisterFailure, registrationError } from "./register.ts";

test("field errors give the first message of the first field in the spec's order", () => {
  const body = {
    errors: {
      PasswordConfirmation: ["The passwords do not match."],
      Email: ["The Email Address field is required.", "A second message"],
      LastName: ["The Last Name field is required."],
    },
  };
  assert.equal(registrationError(body), { field: "lastName", message: "The Last Name field is required." });
});

test("a field key outside the five, or one without messages, is skipped", () => {
  assert.equal(registrationError({ errors: { Other: ["x"], FirstName: [], Password: ["Too weak."] } }), {
    field: "password",
    message: "Too weak.",
  });
});

test("a list of descriptions is joined one per line", () => {
  const body = [
    { code: "PasswordTooShort", description: "Passwords must be at least 8 characters." },
    { code: "DuplicateEmail", description: "Email 'a@b.co' is already taken." },
  ];
  assert.equal(registrationError(body), {
    message: "Passwords must be at least 8 characters.\nEmail 'a@b.co' is already taken.",
  });
});

test("a single object shows its description", () => {
  assert.equal(registrationError({ code: "X", description: "Something refused." }), {
    message: "Something refused.",
  });
});

test("a body of none of the three shapes is not a registration error", () => {
  assert.is(registrationError(undefined), null);
  assert.is(registrationError("<html>"), null);
  assert.is(registrationError([]), null);
  assert.is(registrationError({ errors: { Other: ["x"] } }), null);
});

test("an outage reads as the service being unavailable, whatever its body says", () => {
  const failed = (r: string) => `Failed: ${r}`;
  const offline = new ApiError("The server could not be reached.", { status: 0 });
  const noProvider = new ApiError("No provider at this host", {
    status: 501,
    body: { description: "No provider at this host" },
  });
  for (const error of [offline, noProvider])
    assert.equal(describeRegisterFailure(error, failed), { message: failed(UNAVAILABLE_REASON) });
});

test.run();
