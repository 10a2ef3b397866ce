// A network between the app and an in-process provider that fails on cue, for the edit fault runs.
// Each fault injected is taken by the next faulted call: cut off before the provider sees it, its
// answer lost after the provider handled it (the hard case: stored, but the app cannot know), a 503
// from in front of the provider, slow on the way there or back (answers arriving after later edits),
// or a 401 from the provider itself (the call carries a token it no longer accepts).
import { getResponse, HttpResponse } from "msw";
import { ERROR_STATUS } from "../../schema/errors.ts";
import { OUTAGE } from "../handlers/faults.ts";
import { createHandlers } from "../handlers/index.ts";
import type { Provider } from "../provider.ts";
import { virtualClock, type VirtualClock } from "./virtual-clock.ts";

export type NetworkFault =
  | { kind: "offline" }
  | { kind: "lost" }
  | { kind: "unavailable" }
  | { kind: "slow"; requestMs: number; answerMs: number }
  | { kind: "unauthorized" };

export interface FaultyNetwork {
  /** A `fetch` for globalThis: every call goes to the provider through the faults. */
  fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response>;
  /** The next `times` faulted calls meet `fault` (after those already waiting). */
  inject(fault: NetworkFault, times?: number): void;
  /** Faults off. */
  clear(): void;
  /** The page goes away (a reload): calls still on the wire never answer it, unsent ones never leave. */
  drop(): void;
  /** Resolves once no real work is left: the provider idle, every promise chain run to its next timer. */
  settle(): Promise<void>;
  /** Every faulted call so far, one line each, for a failure report. */
  readonly log: string[];
}

export interface NetworkOptions {
  clock: VirtualClock;
  /** The provider: msw's getResponse over its handlers. */
  handle(request: Request): Promise<Response>;
  /** Which calls the faults apply to (the others always pass); `operation` is a GraphQL call's name. */
  faulted(request: Request, operation: string | null): boolean;
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

function faultyNetwork({ clock, handle, faulted }: NetworkOptions): FaultyNetwork {
  let faults: NetworkFault[] = [];
  let page = 0;
  let activity = 0;
  const working = new Set<Promise<unknown>>();
  const log: string[] = [];

  // Only the provider's own work is waited for: a call held on a virtual delay waits for `advance`.
  const track = <T>(work: Promise<T>): Promise<T> => {
    activity += 1;
    working.add(work);
    void work.finally(() => {
      working.delete(work);
      activity += 1;
    });
    return work;
  };
  const delay = (ms: number) => new Promise<void>((resolve) => clock.setTimeout(resolve, ms));
  const gone = () => new TypeError("Failed to fetch (the page was reloaded)");

  async function call(request: Request): Promise<Response> {
    activity += 1;
    const life = page;
    const { operation, line } = await operationOf(request);
    const fault = faulted(request, operation) ? faults.shift() : undefined;
    log.push(`${line}${fault ? ` <- ${describe(fault)}` : ""}`);
    if (fault?.kind === "offline") throw new TypeError("Failed to fetch (fault: offline)");
    if (fault?.kind === "unavailable") return HttpResponse.json(OUTAGE, { status: ERROR_STATUS.UNAVAILABLE });
    if (fault?.kind === "slow") await delay(fault.requestMs);
    if (life !== page) throw gone();
    if (fault?.kind === "unauthorized") request.headers.set("authorization", "Bearer expired.token.here");
    const response = await track(handle(request));
    if (fault?.kind === "lost") throw new TypeError("Failed to fetch (fault: answer lost)");
    if (fault?.kind === "slow") await delay(fault.answerMs);
    if (life !== page) throw gone();
    return response;
  }

  return {
    fetch: (input, init) => call(new Request(input, init)),
    inject(fault, times = 1) {
      for (let i = 0; i < times; i++) faults.push(fault);
    },
    clear() {
      faults = [];
    },
    drop() {
      page += 1;
    },
    async settle() {
      // Two quiet turns in a row: a finished call's answer is read and acted on in the turn after.
      for (let quiet = 0, turns = 0; quiet < 2; turns++) {
        if (turns > 10_000) throw new Error("the app never stops calling: a loop of calls?");
        const seen = activity;
        if (working.size) await Promise.allSettled([...working]);
        await turn();
        quiet = activity === seen && working.size === 0 ? quiet + 1 : 0;
      }
    },
    log,
  };
}

/** A faulty network on a virtual clock of its own, which settles by waiting for the network. */
export function faultyNetworkOnClock(options: Omit<NetworkOptions, "clock">): {
  network: FaultyNetwork;
  clock: VirtualClock;
} {
  const clock = virtualClock(() => network.settle());
  const network = faultyNetwork({ ...options, clock });
  return { network, clock };
}

/** The same in front of an in-process provider: what the edit fault runs drive. */
export function faultyProviderNetwork(provider: Provider, faulted: NetworkOptions["faulted"]) {
  const handlers = createHandlers(provider);
  return faultyNetworkOnClock({
    // The handlers end with a catch-all: every request gets an answer.
    handle: async (request) => (await getResponse(handlers, request))!,
    faulted,
  });
}

async function operationOf(request: Request): Promise<{ operation: string | null; line: string }> {
  if (request.method !== "POST" || !/graphql/.test(request.url))
    return { operation: null, line: `${request.method} ${request.url}` };
  const body = (await request.clone().json()) as { operationName?: string; variables?: unknown };
  const operation = body.operationName ?? "";
  return { operation, line: `${operation} ${JSON.stringify(body.variables)}` };
}

const describe = (fault: NetworkFault) =>
  fault.kind === "slow" ? `slow ${fault.requestMs}+${fault.answerMs} ms` : fault.kind;
