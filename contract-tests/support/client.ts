// Raw HTTP helpers for contract checks: they return status and body as the provider sent them, so a
// test can assert a 401 or a 400 body exactly (the app's clients would turn those into errors).
import { DEMO_PASSWORD } from "../../schema/demo.ts";
import { GRAPHQL_ACCEPT, GRAPHQL_RESPONSE } from "../../schema/graphql-media.ts";
import { REST, restPath, type RestName } from "../../schema/rest.ts";
import { apiBase, ensureProvider, graphqlUrl } from "./target.ts";

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers?: Headers;
}

export interface CallOptions {
  body?: unknown;
  params?: Record<string, string | number>;
  /** None: the demo endpoints get a signed-in user's (demoToken), others no token; null: no token at all. */
  token?: string | null;
  /** Send this exact text as the JSON body (malformed input). */
  rawBody?: string;
}

/** The Authorization header for `token`, or none. */
export const bearer = (token?: string | null): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

/** Sends one request to the provider and answers status and body as sent. */
// `any` by default: each test reads the fields it asserts on; the shapes are the contract under test.
export async function send<T = any>(url: string | URL, init: RequestInit): Promise<Answer<T>> {
  await ensureProvider();
  const response = await fetch(url, init);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text so a failing assertion shows it
  }
  return { status: response.status, body: body as T, headers: response.headers };
}

/** The first error of a REST or GraphQL answer as `{ code, message }`. */
export function errorOf(res: Answer<any>): { code?: string; message?: string } {
  const first = res.body?.errors?.[0];
  if (first) return { code: first.extensions?.code, message: first.message };
  return { code: res.body?.code, message: res.body?.description };
}

/**
 * The statuses GraphQL over HTTP allows for `res`, a refusal whose own status is `status` (D56). A
 * GraphQL request that cannot run (errors without a path) under application/json, from a provider
 * that does not offer graphql-response+json, may also be a 200: the spec (docs/spec.md) fixes no
 * status for GraphQL errors, so the suite does not assume a real provider changes its.
 */
export function allowedStatuses(res: Answer<any>, status: number): number[] {
  const errors = res.body?.errors;
  const requestError = Array.isArray(errors) && errors.length > 0 && !errors[0]?.path;
  const legacy = !res.headers?.get("content-type")?.startsWith(GRAPHQL_RESPONSE);
  return requestError && legacy && status === 400 ? [400, 200] : [status];
}

// The demo endpoints want a signed-in user on the HTTP server (issue 13), and its outbox shows each
// one only the mail it may read (D140): the owner, who manages the members of every seeded store, reads
// their invite and order mails and its own. The token is kept while it works (a sign-in may hit the
// faults a test turned on) and renewed after a reset signed everyone out.
const DEMO_USER = "owner@example.com";
let demoSession: string | null = null;
const isDemo = (name: RestName) => REST[name].path.startsWith("demo/");

/** Calls one REST endpoint of the contract's table. */
export async function call<T = any>(name: RestName, options: CallOptions = {}): Promise<Answer<T>> {
  if (!isDemo(name) || options.token !== undefined) return callWith<T>(name, options);
  demoSession ??= (await signInAs(DEMO_USER)).accessToken;
  const res = await callWith<T>(name, { ...options, token: demoSession });
  if (res.status !== 401) return res;
  demoSession = (await signInAs(DEMO_USER)).accessToken;
  return callWith<T>(name, { ...options, token: demoSession });
}

function callWith<T>(name: RestName, options: CallOptions): Promise<Answer<T>> {
  const endpoint = REST[name];
  const headers = bearer(options.token);
  let body: BodyInit | undefined;
  if (options.rawBody !== undefined || options.body !== undefined) {
    headers["content-type"] = "application/json";
    body = options.rawBody ?? JSON.stringify(options.body);
  }
  const url = new URL(restPath(endpoint.path, options.params), apiBase);
  return send<T>(url, { method: endpoint.method, headers, body });
}

/**
 * Posts a GraphQL request body as given (a batch, or text that is not JSON), accepting what the app
 * accepts (D56) unless `accept` says otherwise.
 */
export function postGraphql<T = any>(
  body: string,
  token?: string | null,
  accept = GRAPHQL_ACCEPT,
): Promise<Answer<T>> {
  const headers = { "content-type": "application/json", accept, ...bearer(token) };
  return send<T>(graphqlUrl, { method: "POST", headers, body });
}

/** Posts a GraphQL operation, named as its document names it. */
export function gql<T = any>(query: string, variables: object = {}, token?: string | null) {
  const operationName = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? "";
  return postGraphql<T>(JSON.stringify({ operationName, query, variables }), token);
}

/**
 * Posts a GraphQL document with no operation name and its variables as JSON text, for values
 * JSON.stringify cannot write (`1e999` reads as Infinity) or that a client should never send.
 */
export function gqlRaw<T = any>(query: string, variablesJson: string, token?: string | null) {
  return postGraphql<T>(`{"query":${JSON.stringify(query)},"variables":${variablesJson}}`, token);
}

/** Signs in with a demo account (or the given password) and returns the access token and user. */
export async function signInAs(email: string, password = DEMO_PASSWORD) {
  const res = await call("login", { body: { email, password } });
  if (res.status !== 200)
    throw new Error(`Sign-in as ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as {
    accessToken: string;
    user: {
      activeStore: { id: number; name: string } | null;
      availiableStores: { id: number; name: string }[];
    };
  };
}

/** The decoded (unverified) claims of a token. */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString("utf8"));
}

/** A token for the owner with `storeName` active (switching stores when needed). */
export async function ownerIn(storeName: string) {
  const { accessToken, user } = await signInAs("owner@example.com");
  const store = user.availiableStores.find((s) => s.name === storeName)!;
  if (user.activeStore?.id === store.id) return accessToken;
  const res = await call("switchStore", { token: accessToken, body: { storeId: store.id } });
  return res.body.data.accessToken as string;
}
