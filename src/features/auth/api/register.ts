// Registration (spec section 7) and how its refusals read on the screen (spec section 8).
import { ApiError, errorMessage, failureKind } from "../../../api/api-error.ts";
import { rest } from "../../../api/http.ts";
import { nameProblem, normalizeName } from "../../../../schema/names.ts";
import type { RestRequest } from "../../../../schema/rest.ts";

export type RegisterInput = RestRequest<"register">;
export type RegisterField = keyof RegisterInput;

/** The provider's field keys in the order spec section 8 checks them, with the form field each names. */
const FIELD_KEYS: [string, RegisterField][] = [
  ["FirstName", "firstName"],
  ["LastName", "lastName"],
  ["Email", "email"],
  ["Password", "password"],
  ["PasswordConfirmation", "passwordConfirmation"],
];

/** What the screen shows after a refusal: one message, tied to a field when the provider named one. */
export interface RegistrationError {
  field?: RegisterField;
  message: string;
}

/**
 * D52, D103: the first and last name under the provider's name rule, asked before sending; the first
 * field it refuses, worded by `says(field, reason)`, or null.
 */
export function nameFieldError(
  input: RegisterInput,
  says: (field: "firstName" | "lastName", reason: string) => string,
): RegistrationError | null {
  for (const field of ["firstName", "lastName"] as const) {
    const reason = nameProblem(normalizeName(input[field]));
    if (reason) return { field, message: says(field, reason) };
  }
  return null;
}

/** Creates the account; resolves once the provider has it (the account has no store yet). */
export async function register(input: RegisterInput): Promise<void> {
  await rest("register", { body: input });
}

/**
 * Spec section 8, in its order: the first message of the first named field; else a list's
 * descriptions, one per line; else a single description. Null when the body is none of these.
 */
export function registrationError(body: unknown): RegistrationError | null {
  if (Array.isArray(body)) {
    const lines = body
      .map((item: unknown) => (item as { description?: unknown } | null)?.description)
      .filter((d): d is string => typeof d === "string" && d !== "");
    return lines.length ? { message: lines.join("\n") } : null;
  }
  if (!body || typeof body !== "object") return null;
  const { errors, description } = body as { errors?: unknown; description?: unknown };
  if (errors && typeof errors === "object") {
    for (const [key, field] of FIELD_KEYS) {
      const messages = (errors as Record<string, unknown>)[key];
      const first = Array.isArray(messages) ? messages.find((m) => typeof m === "string") : undefined;
      if (first) return { field, message: first };
    }
  }
  return typeof description === "string" && description ? { message: description } : null;
}

/**
 * The error a register call threw, as the screen shows it; `failed` words anything else. An
 * outage (no answer, a timeout, a 5xx, a static host's 501) is the shared plain reason, never the
 * words in its body ("No provider at this host", a fault injection's description).
 */
export function describeRegisterFailure(
  error: unknown,
  failed: (reason: string) => string,
): RegistrationError {
  const refusal = error instanceof ApiError && failureKind(error) !== "unavailable";
  const fromBody = refusal ? registrationError(error.body) : null;
  return fromBody ?? { message: failed(errorMessage(error)) };
}
