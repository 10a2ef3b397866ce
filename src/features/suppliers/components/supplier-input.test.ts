import { test } from "uvu";
import * as assert from "uvu/assert";
import {
  EMPTY_SUPPLIER,
  fromSupplier,
  supplierProblems,
  toPayload,
  type SupplierInput,
} from "./supplier-input.ts";

const VALID: SupplierInput = {
  ...EMPTY_SUPPLIER,
  name: "Acme Tools",
  address1: "1 Main St",
  city: "Springfield",
  state: "IL",
  zipCode: "62701",
  phoneNumber: "5550123",
};

test("a filled-in form has no problems", () => {
  assert.equal(supplierProblems(VALID), {});
});

test("an empty form fails name, address 1, city, state, zip and phone, nothing else", () => {
  assert.equal(Object.keys(supplierProblems(EMPTY_SUPPLIER)), [
    "name",
    "address1",
    "city",
    "state",
    "zipCode",
    "phoneNumber",
  ]);
});

test("blanks count as empty", () => {
  assert.equal(supplierProblems({ ...VALID, name: "   ", city: "\t" }), {
    name: { kind: "required" },
    city: { kind: "required" },
  });
});

test("zip needs 5 characters and phone 7 digits, whatever else is typed around them", () => {
  assert.equal(supplierProblems({ ...VALID, zipCode: "1234", phoneNumber: "555-012" }), {
    zipCode: { kind: "tooShort", min: 5 },
    phoneNumber: { kind: "tooDigits", min: 7 },
  });
  assert.equal(supplierProblems({ ...VALID, phoneNumber: "(555) 01-23" }), {});
  assert.equal(supplierProblems({ ...VALID, zipCode: "12345", phoneNumber: "5550123" }), {});
});

test("the payload nests address and phones as the mutations take them, trimmed", () => {
  const payload = toPayload({ ...VALID, name: " Acme Tools ", faxNumber: "5550199", faxExtension: "12" });
  assert.is(payload.name, "Acme Tools");
  assert.equal(payload.primaryAddress, {
    address1: "1 Main St",
    address2: "",
    city: "Springfield",
    state: "IL",
    zipCode: "62701",
  });
  assert.equal(payload.contactNumber, { number: "5550123", extension: "" });
  assert.equal(payload.faxNumber, { number: "5550199", extension: "12" });
});

test("stored phone numbers with dashes or spaces start the number inputs as their digits", () => {
  const input = fromSupplier({
    name: "Acme",
    email: "",
    primaryAddress: {
      id: "1",
      address1: "1 Main St",
      address2: "",
      city: "X",
      state: "IL",
      zipCode: "62701",
    },
    contactNumber: { id: "2", number: "(415) 555-0123", extension: "" },
    faxNumber: { id: "3", number: "555 0199", extension: "x12" },
  });
  assert.equal([input.phoneNumber, input.faxNumber, input.faxExtension], ["4155550123", "5550199", "12"]);
});

test.run();
