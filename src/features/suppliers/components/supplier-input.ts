// The supplier forms' values, their checks (spec section 5) and the payload they send (spec section 7).
import { ApiError } from "../../../api/api-error.ts";
import type { SupplierDetail } from "../api/supplier.ts";
import type { SupplierPayload } from "../api/update-supplier.ts";
import { nameProblem, normalizeName } from "../../../../schema/names.ts";
import { SUPPLIER_LIMITS } from "../../../../schema/supplier-limits.ts";

export interface SupplierInput {
  name: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipCode: string;
  email: string;
  phoneNumber: string;
  phoneExtension: string;
  faxNumber: string;
  faxExtension: string;
}

export type SupplierField = keyof SupplierInput;

export const EMPTY_SUPPLIER: SupplierInput = {
  name: "",
  address1: "",
  address2: "",
  city: "",
  state: "",
  zipCode: "",
  email: "",
  phoneNumber: "",
  phoneExtension: "",
  faxNumber: "",
  faxExtension: "",
};

const { minZip: ZIP_MIN_LENGTH, minPhone: PHONE_MIN_LENGTH } = SUPPLIER_LIMITS;

/** Why a field fails: required (empty), shorter than its minimum, an invisible character, or refused by the provider. */
export type SupplierProblem =
  | { kind: "required" }
  | { kind: "tooShort"; min: number }
  | { kind: "tooDigits"; min: number }
  | { kind: "invisible"; detail: string }
  | { kind: "refused" };

// Phone and fax fields take what people type ("555-1234", "(415) 555 0100") and keep only the digits
// (D40): the spec's number inputs blanked such a value, so it saved as "" and turned red unexplained.
const digitsOf = (value: string) => value.replace(/\D/g, "");

type Check = (value: string) => SupplierProblem | undefined;

const filled: Check = (value) => (value.trim() === "" ? { kind: "required" } : undefined);
const atLeast =
  (min: number): Check =>
  (value) =>
    value.trim().length < min ? { kind: "tooShort", min } : undefined;
const atLeastDigits =
  (min: number): Check =>
  (value) =>
    digitsOf(value).length < min ? { kind: "tooDigits", min } : undefined;
/** D52, D103: the provider's rule for a supplier's text fields, asked before sending. */
const visible: Check = (value) => {
  const detail = nameProblem(normalizeName(value));
  return detail ? { kind: "invisible", detail } : undefined;
};

/** The checked fields, in form order, each with its checks in turn; extensions, fax and email are not checked. */
const CHECKS: [SupplierField, ...Check[]][] = [
  ["name", filled, visible],
  ["address1", filled, visible],
  ["address2", visible],
  ["city", filled, visible],
  ["state", filled, visible],
  ["zipCode", atLeast(ZIP_MIN_LENGTH)],
  ["phoneNumber", atLeastDigits(PHONE_MIN_LENGTH)],
];

/** The failing fields and why; empty when the form may be sent. */
export function supplierProblems(input: SupplierInput): Partial<Record<SupplierField, SupplierProblem>> {
  const problems: Partial<Record<SupplierField, SupplierProblem>> = {};
  for (const [field, ...checks] of CHECKS) {
    const problem = checks.map((check) => check(input[field])).find(Boolean);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The form as both mutations send it: trimmed, and the phone and fax fields as their digits. */
export function toPayload(input: SupplierInput): SupplierPayload {
  const t = (value: string) => value.trim();
  return {
    name: t(input.name),
    primaryAddress: {
      address1: t(input.address1),
      address2: t(input.address2),
      city: t(input.city),
      state: t(input.state),
      zipCode: t(input.zipCode),
    },
    contactNumber: { number: digitsOf(input.phoneNumber), extension: digitsOf(input.phoneExtension) },
    faxNumber: { number: digitsOf(input.faxNumber), extension: digitsOf(input.faxExtension) },
    email: t(input.email),
  };
}

/** A stored supplier as the edit form starts. */
export function fromSupplier(
  supplier: Pick<SupplierDetail, "name" | "email" | "primaryAddress" | "contactNumber" | "faxNumber">,
): SupplierInput {
  const { primaryAddress: a, contactNumber: phone, faxNumber: fax } = supplier;
  return {
    name: supplier.name,
    address1: a.address1,
    address2: a.address2,
    city: a.city,
    state: a.state,
    zipCode: a.zipCode,
    email: supplier.email,
    phoneNumber: digitsOf(phone.number),
    phoneExtension: digitsOf(phone.extension),
    faxNumber: digitsOf(fax.number),
    faxExtension: digitsOf(fax.extension),
  };
}

/** The provider's argument paths (GraphQL `extensions.fields`) and the form fields they name. */
const ARGUMENT_FIELDS: Record<string, SupplierField> = {
  name: "name",
  email: "email",
  "primaryAddress.address1": "address1",
  "primaryAddress.address2": "address2",
  "primaryAddress.city": "city",
  "primaryAddress.state": "state",
  "primaryAddress.zipCode": "zipCode",
  "contactNumber.number": "phoneNumber",
  "contactNumber.extension": "phoneExtension",
  "faxNumber.number": "faxNumber",
  "faxNumber.extension": "faxExtension",
};

/** The form fields a refusal names, when the provider says which (a provider may not). */
export function refusedFields(error: unknown): SupplierField[] {
  if (!(error instanceof ApiError)) return [];
  const body = error.body as { errors?: { extensions?: { fields?: unknown } }[] } | undefined;
  const paths = body?.errors?.[0]?.extensions?.fields;
  if (!Array.isArray(paths)) return [];
  return paths.flatMap((path) =>
    typeof path === "string" && ARGUMENT_FIELDS[path] ? [ARGUMENT_FIELDS[path]] : [],
  );
}
