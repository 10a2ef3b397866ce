// How `npm run provider` starts listening and stops. A taken port is one sentence, not
// Node's EADDRINUSE stack. SIGTERM or SIGINT: no new connection is accepted, every request in flight
// is answered (a write the store saved is acknowledged: dropping its answer made clients retry and
// duplicate it), idle keep-alive connections are closed, and once `finish` (the last save on disk,
// the log flushed) is done the process exits 0. A second signal exits at once.
import type { Server } from "node:http";
import { constants } from "node:os";

/** The longest a stop waits for requests in flight (added latency alone may be 10 s), then exits 1. */
const DRAIN_LIMIT_MS = 30_000;

/** Why the server cannot listen, as one sentence (null: not a problem of the address). */
export function listenProblem(error: NodeJS.ErrnoException, host: string, port: number): string | null {
  switch (error.code) {
    case "EADDRINUSE":
      return `Port ${port} is already in use: stop the other server or pass --port N`;
    case "EACCES":
      return `Port ${port} needs privileges this user lacks: pass --port N above 1023`;
    case "EADDRNOTAVAIL":
      return `${host} is not an address of this machine: pass --host with one of its addresses`;
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return `${host} does not resolve to an address: pass --host with an address of this machine`;
    default:
      return null;
  }
}

/** Listens on `host`:`port`; a listening problem ends the process with its sentence and exit 1. */
export function listen(server: Server, host: string, port: number): Promise<number> {
  return new Promise((resolve) => {
    const refused = (error: NodeJS.ErrnoException) => {
      console.error(
        listenProblem(error, host, port) ?? `The fake provider could not listen: ${error.message}`,
      );
      process.exit(1);
    };
    server.once("error", refused);
    server.listen(port, host, () => {
      server.off("error", refused);
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : port);
    });
  });
}

export interface Stopping {
  /** True once a signal came: answers then close their connection. */
  readonly requested: boolean;
}

/** Stops `server` gracefully on SIGTERM or SIGINT (see the top of this file). */
export function stopOnSignals(server: Server, finish: () => Promise<void>): Stopping {
  const state = { requested: false };
  const stop = (signal: NodeJS.Signals) => {
    if (state.requested) {
      console.error(`Fake provider stopped at once (${signal} again): requests in flight were dropped.`);
      process.exit(128 + constants.signals[signal]);
    }
    state.requested = true;
    setTimeout(() => {
      console.error(
        `Fake provider stopped: requests still in flight after ${DRAIN_LIMIT_MS / 1000} s were dropped.`,
      );
      process.exit(1);
    }, DRAIN_LIMIT_MS).unref();
    server.close(async () => {
      try {
        await finish();
      } catch (error) {
        console.error(`Fake provider stopped, but ${(error as Error).message}`);
        process.exit(1);
      }
      console.error("Fake provider stopped.");
      process.exit(0);
    });
    server.closeIdleConnections();
    // Said once the port is closed: whoever reads it may count on new connections being refused.
    console.error(`Fake provider stopping (${signal}): answering the requests in flight first.`);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  return state;
}
