// The provider's health call (not in the known contract): answers without a token while the provider
// runs, for a load balancer, a process manager or a contract run waiting for a fresh server.
import * as z from "zod/mini";
import { endpoint, NoBody } from "./shared.ts";

export const HEALTH_ENDPOINTS = {
  /** Not wrapped in `data`: the shape health checks expect. `uptimeSeconds`: since the provider started. */
  health: endpoint({
    method: "GET",
    path: "health",
    body: "none",
    request: NoBody,
    answer: "json",
    response: z.object({ status: z.literal("ok"), uptimeSeconds: z.optional(z.number()) }),
    auth: false,
    extension: true,
  }),
} as const;
