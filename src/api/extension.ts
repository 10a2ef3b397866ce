// Calls beyond the spec (D29: members, invites, health, the demo's) may be missing at a real provider. The
// app learns it as the contract suite's probe does (docs/PROVIDERS.md): the call's own answer is 404, 405
// or 501 with none of the provider's error codes, i.e. no such route, not a refusal of this request.
import { ApiError } from "./api-error.ts";

/** Whether `error` says the provider has no such call at all. */
export const notOffered = (error: unknown): boolean =>
  error instanceof ApiError && error.code === undefined && [404, 405, 501].includes(error.status);
