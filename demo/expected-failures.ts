// The failures a journey provokes on purpose (a wrong password's 401, the offline fault), taken out of
// what the page recorded so that assertNoErrors still fails on any other.
import * as assert from "uvu/assert";
import type { DemoPage } from "./harness.ts";

/**
 * Takes out of the recorded failures the one response a journey expects by design (e.g. the 401 of
 * a wrong password), asserting it happened, together with Chromium's console line about it.
 */
export function expectFailedResponse(demo: DemoPage, method: string, urlPart: string, status: number): void {
  const at = demo.failedRequests.findIndex(
    (line) => line.startsWith(`${method} `) && line.includes(urlPart) && line.endsWith(`: ${status}`),
  );
  assert.ok(at >= 0, `expected ${method} ${urlPart} to answer ${status}; failures: ${demo.failedRequests}`);
  demo.failedRequests.splice(at, 1);
  const logged = demo.consoleErrors.findIndex((text) =>
    text.startsWith(`Failed to load resource: the server responded with a status of ${status}`),
  );
  if (logged >= 0) demo.consoleErrors.splice(logged, 1);
}

/**
 * Like expectFailedResponse, for a request that failed without any answer (e.g. the demo's offline
 * fault, which the page's fetch rejects with `TypeError: Failed to fetch`): takes it out of the recorded failures, asserting it happened, together
 * with Chromium's console line about it.
 */
export function expectFailedRequest(
  demo: DemoPage,
  method: string,
  urlPart: string,
  errorText: string,
): void {
  const at = demo.failedRequests.findIndex(
    (line) => line.startsWith(`${method} `) && line.includes(urlPart) && line.endsWith(`: ${errorText}`),
  );
  assert.ok(
    at >= 0,
    `expected ${method} ${urlPart} to fail with ${errorText}; failures: ${demo.failedRequests}`,
  );
  demo.failedRequests.splice(at, 1);
  const logged = demo.consoleErrors.indexOf(`Failed to load resource: ${errorText}`);
  if (logged >= 0) demo.consoleErrors.splice(logged, 1);
}
