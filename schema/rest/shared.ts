// What every endpoint of the REST contract is made of (schema/rest.ts puts them in one table).
import * as z from "zod/mini";

export { Id } from "../ids.ts";
export const Empty = z.strictObject({});
/** The request of an endpoint that sends no body. */
export const NoBody = z.undefined();

/** How an endpoint sends its body and reads its answer. */
export interface Endpoint<
  Req extends z.ZodMiniType = z.ZodMiniType,
  Res extends z.ZodMiniType = z.ZodMiniType,
> {
  method: "GET" | "POST" | "DELETE";
  /** Relative to the API base; `:name` is a path parameter. */
  path: string;
  /** `none`: no body; `json`; `multipart`: FormData (checked field by field by the provider). */
  body: "none" | "json" | "multipart";
  request: Req;
  /** `blob` answers are binary (the PDF); their schema describes nothing. */
  answer: "json" | "blob";
  response: Res;
  /** Sends the bearer token. */
  auth: boolean;
  /** D29: not in the known contract; a contract run against a real provider skips these by name. */
  extension?: true;
}

/** One entry of the table; `const` keeps its literal types (its `auth`, its exact schemas) for typed callers. */
export const endpoint = <const E extends Endpoint>(e: E) => e;
