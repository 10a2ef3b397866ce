// The demo's own endpoints: resetting its data, the outbox of "sent" mail, the
// feedback inbox, fault injection and a health check. None is in the known contract.
import * as z from "zod/mini";
import { Empty, endpoint, Id, NoBody } from "./shared.ts";

/** A message in the demo's outbox; `purchaseOrderId` names the order whose PDF was attached. */
export const OutboxMessage = z.object({
  id: Id,
  kind: z.enum(["purchase-order", "invite", "reset-password"]),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  purchaseOrderId: z.nullable(Id),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;

export const FeedbackMessage = z.object({
  id: Id,
  from: z.string(),
  message: z.string(),
  /** A data: URL of the PNG, or null for a text report. */
  screenshot: z.nullable(z.string()),
  createdAt: z.string(),
});
export type FeedbackMessage = z.infer<typeof FeedbackMessage>;

/** The most latency fault injection adds to a call, in ms (the panel, the URL and `npm run provider`). */
export const MAX_LATENCY_MS = 10_000;

/** Fault injection: latency in ms (0..MAX_LATENCY_MS), the share of calls failing with 503 (0..1), offline. */
export const Faults = z.object({
  latencyMs: z.int().check(z.minimum(0), z.maximum(MAX_LATENCY_MS)),
  errorRate: z.number().check(z.minimum(0), z.maximum(1)),
  offline: z.boolean(),
});
export type Faults = z.infer<typeof Faults>;

export const DEMO_ENDPOINTS = {
  /** The demo's "Reset demo data"; also lets contract runs start from the seed. */
  demoReset: endpoint({
    method: "POST",
    path: "demo/reset",
    body: "none",
    request: NoBody,
    answer: "json",
    response: z.object({ data: Empty }),
    auth: false,
    extension: true,
  }),
  /** The demo's outbox: every message the fake provider "sent", newest first. */
  demoOutbox: endpoint({
    method: "GET",
    path: "demo/outbox",
    body: "none",
    request: NoBody,
    answer: "json",
    response: z.object({ data: z.array(OutboxMessage) }),
    auth: false,
    extension: true,
  }),
  /** The demo's feedback inbox: messages with their screenshot as a data URL, newest first. */
  demoFeedback: endpoint({
    method: "GET",
    path: "demo/feedback",
    body: "none",
    request: NoBody,
    answer: "json",
    response: z.object({ data: z.array(FeedbackMessage) }),
    auth: false,
    extension: true,
  }),
  /** The demo's fault injection: added latency, an error rate, offline. Off by default. */
  demoFaults: endpoint({
    method: "GET",
    path: "demo/faults",
    body: "none",
    request: NoBody,
    answer: "json",
    response: z.object({ data: Faults }),
    auth: false,
    extension: true,
  }),
  setDemoFaults: endpoint({
    method: "POST",
    path: "demo/faults",
    body: "json",
    request: Faults,
    answer: "json",
    response: z.object({ data: Faults }),
    auth: false,
    extension: true,
  }),
  /** Answers while the demo's provider runs: a tab left idle checks it when it is shown again. */
  demoHealth: endpoint({
    method: "GET",
    path: "demo/health",
    body: "none",
    request: NoBody,
    answer: "json",
    response: z.object({ data: z.object({ ok: z.literal(true) }) }),
    auth: false,
    extension: true,
  }),
} as const;
