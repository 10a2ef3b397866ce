// Supplier create and update. Every field is checked before anything is
// written, and all the faults are reported at once so the form can mark each of them. Text is kept as
// given apart from NFKC and surrounding whitespace (D52): markup in a name is just text, but control and
// invisible characters are refused in every field.
import * as z from "zod/mini";
import type { Provider } from "../provider.ts";
import { getInStore } from "../store/finders.ts";
import type { SupplierRow } from "../store/tables.ts";
import type { AddressInput } from "./address-input.ts";
import { fail } from "./errors.ts";
import { requireStore, type Session } from "./session.ts";
import { nameProblem, normalizeName } from "../../schema/names.ts";
import { SUPPLIER_LIMITS } from "../../schema/supplier-limits.ts";

export interface PhoneNumberInput {
  number: string;
  extension?: string | null;
}

/** The arguments of addSupplier, and of updateSupplier besides its id. */
export interface SupplierInput {
  name: string;
  primaryAddress: AddressInput;
  contactNumber: PhoneNumberInput;
  faxNumber?: PhoneNumberInput | null;
  email?: string | null;
}

// ---------------------------------------------------------------------------------------------
// The rules, one line per field, named by the mutation's argument path (GraphQL `extensions.fields`).

const {
  maxText: MAX_TEXT,
  minZip: MIN_ZIP,
  maxZip: MAX_ZIP,
  minPhone: MIN_PHONE,
  maxPhone: MAX_PHONE,
  maxExtension: MAX_EXTENSION,
} = SUPPLIER_LIMITS;

/** Each check answers what is wrong with a (trimmed) value, or nothing. */
type Check = (value: string) => string | undefined;

/** Characters as a person counts them (code points), so an emoji is one, not two. */
const length = (v: string) => [...v].length;

const notEmpty: Check = (v) => (v ? undefined : "must not be empty");
const atLeast =
  (n: number): Check =>
  (v) =>
    length(v) < n ? `must be at least ${n} characters` : undefined;
const atMost =
  (n: number): Check =>
  (v) =>
    length(v) > n ? `must be at most ${n} characters` : undefined;
/** D40: a phone number is counted in digits, as the forms count it; "555-12 " is 5 digits, not 7. */
const atLeastDigits =
  (n: number): Check =>
  (v) =>
    v.replace(/\D/g, "").length < n ? `must be at least ${n} digits` : undefined;
const phoneChars: Check = (v) =>
  /^[0-9 +()-]*$/.test(v) ? undefined : "may only contain digits, spaces and + - ( )";
/** D52: no line breaks, NUL, zero-width or direction marks in a text field (the others allow less still). */
const visible: Check = nameProblem;
const digits: Check = (v) => (/^[0-9]*$/.test(v) ? undefined : "may only contain digits");
const email: Check = (v) =>
  !v || z.email().safeParse(v).success ? undefined : "must be a valid email address";

const FIELDS = {
  name: ["Name", notEmpty, atMost(MAX_TEXT), visible],
  email: ["Email", atMost(MAX_TEXT), email],
  "primaryAddress.address1": ["Address 1", notEmpty, atMost(MAX_TEXT), visible],
  "primaryAddress.address2": ["Address 2", atMost(MAX_TEXT), visible],
  "primaryAddress.city": ["City", notEmpty, atMost(MAX_TEXT), visible],
  "primaryAddress.state": ["State", notEmpty, atMost(MAX_TEXT), visible],
  "primaryAddress.zipCode": ["Zip", atLeast(MIN_ZIP), atMost(MAX_ZIP)],
  "primaryAddress.firstName": ["Address first name", atMost(MAX_TEXT), visible],
  "primaryAddress.lastName": ["Address last name", atMost(MAX_TEXT), visible],
  "contactNumber.number": ["Contact number", atLeastDigits(MIN_PHONE), atMost(MAX_PHONE), phoneChars],
  "contactNumber.extension": ["Contact extension", atMost(MAX_EXTENSION), digits],
  "faxNumber.number": ["Fax number", atMost(MAX_PHONE), phoneChars],
  "faxNumber.extension": ["Fax extension", atMost(MAX_EXTENSION), digits],
} satisfies Record<string, [string, ...Check[]]>;

type Fields = Record<keyof typeof FIELDS, string>;

/** The fields when all pass; else BAD_USER_INPUT naming each fault, e.g. "Zip must be at least 5 characters". */
function checked(fields: Fields): Fields {
  const faults = Object.entries(FIELDS).flatMap(([path, [label, ...checks]]) => {
    const problem = checks.map((c) => c(fields[path as keyof Fields])).find(Boolean);
    return problem ? [{ path, message: `${label} ${problem}` }] : [];
  });
  if (faults.length)
    fail(
      "BAD_USER_INPUT",
      `${faults.map((f) => f.message).join("; ")}.`,
      undefined,
      faults.map((f) => f.path),
    );
  return fields;
}

/** The supplier the input describes; an optional part left out keeps its stored value (update) or is "". */
function fieldsOf(input: SupplierInput, stored?: SupplierRow): Fields {
  const text = (given: string | null | undefined, kept: string | undefined) =>
    normalizeName(given ?? kept ?? "");
  const { primaryAddress: a, contactNumber: c, faxNumber: f } = input;
  const was = stored?.primaryAddress;
  return {
    name: text(input.name, stored?.name),
    email: text(input.email, stored?.email),
    "primaryAddress.address1": text(a.address1, was?.address1),
    "primaryAddress.address2": text(a.address2, was?.address2),
    "primaryAddress.city": text(a.city, was?.city),
    "primaryAddress.state": text(a.state, was?.state),
    "primaryAddress.zipCode": text(a.zipCode, was?.zipCode),
    "primaryAddress.firstName": text(a.firstName, was?.firstName),
    "primaryAddress.lastName": text(a.lastName, was?.lastName),
    "contactNumber.number": text(c.number, stored?.contactNumber.number),
    "contactNumber.extension": text(c.extension, stored?.contactNumber.extension),
    "faxNumber.number": text(f?.number, stored?.faxNumber.number),
    "faxNumber.extension": text(f?.extension, stored?.faxNumber.extension),
  };
}

/** The row's values for checked fields, grouped as the row keeps them (ids aside). */
function valuesOf(fields: Fields) {
  return {
    name: fields.name,
    email: fields.email,
    address: {
      address1: fields["primaryAddress.address1"],
      address2: fields["primaryAddress.address2"],
      city: fields["primaryAddress.city"],
      state: fields["primaryAddress.state"],
      zipCode: fields["primaryAddress.zipCode"],
      firstName: fields["primaryAddress.firstName"],
      lastName: fields["primaryAddress.lastName"],
    },
    contact: { number: fields["contactNumber.number"], extension: fields["contactNumber.extension"] },
    fax: { number: fields["faxNumber.number"], extension: fields["faxNumber.extension"] },
  };
}

// ---------------------------------------------------------------------------------------------

/** Creates a supplier in the session's store; any member may (supplier routes need no permission). */
export function addSupplier(provider: Provider, session: Session, input: SupplierInput): SupplierRow {
  const storeId = requireStore(session);
  const values = valuesOf(checked(fieldsOf(input)));
  return provider.store.write((db, changes) => {
    const row: SupplierRow = {
      id: provider.store.nextId(db),
      storeId,
      name: values.name,
      email: values.email,
      primaryAddress: { id: provider.store.nextId(db), sourceId: "", ...values.address },
      contactNumber: { id: provider.store.nextId(db), ...values.contact },
      faxNumber: { id: provider.store.nextId(db), ...values.fax },
    };
    changes.insert("suppliers", row);
    return row;
  });
}

/** Replaces the given fields of one of the session store's suppliers; another store's is NOT_FOUND. */
export function updateSupplier(
  provider: Provider,
  session: Session,
  id: unknown,
  input: SupplierInput,
): SupplierRow {
  const storeId = requireStore(session);
  const row = getInStore(provider.store.db.suppliers, storeId, id, "Supplier");
  const values = valuesOf(checked(fieldsOf(input, row)));
  // In place, so the supplier, its address and its phones keep their ids.
  return provider.store.write((_, changes) => {
    changes.update("suppliers", row);
    row.name = values.name;
    row.email = values.email;
    Object.assign(row.primaryAddress, values.address);
    Object.assign(row.contactNumber, values.contact);
    Object.assign(row.faxNumber, values.fax);
    return row;
  });
}
