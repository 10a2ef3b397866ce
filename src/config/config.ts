// The runtime config (DESIGN.md section 1): `config.js` sets window.APP_CONFIG before the bundle runs,
// so one build serves production, the demo and a sub-path host. A missing or broken config is reported
// on a readable error page (see boot-error.ts), never a blank screen.
import * as z from "zod/mini";

const Path = z.string().check(z.minLength(1));

export const AppConfig = z.object({
  /** REST base, absolute or relative to the origin. */
  apiBase: z._default(Path, "/api/"),
  /** The GraphQL endpoint. */
  graphqlUrl: z._default(Path, "/graphql/"),
  /** Answer every call in the browser with the fake provider (the demo). */
  mock: z._default(z.boolean(), false),
  /** Where the app is hosted, e.g. "/demo/". */
  basePath: z._default(
    z.string().check(z.regex(/^\/(.*\/)?$/, 'must start and end with "/", e.g. "/" or "/demo/"')),
    "/",
  ),
});
export type AppConfig = z.infer<typeof AppConfig>;

declare global {
  interface Window {
    APP_CONFIG?: unknown;
  }
}

export class ConfigError extends Error {
  name = "ConfigError";
}

/** Parses the config object; throws a ConfigError that says what is wrong. */
export function parseConfig(value: unknown): AppConfig {
  if (value === undefined)
    throw new ConfigError(
      "config.js did not load or did not set window.APP_CONFIG. Check that config.js is deployed next to index.html.",
    );
  const parsed = AppConfig.safeParse(value);
  if (!parsed.success)
    throw new ConfigError(
      `config.js is not valid: ${parsed.error.issues.map((i) => `${i.path.join(".") || "APP_CONFIG"} ${i.message}`).join("; ")}.`,
    );
  return parsed.data;
}

let current: AppConfig | null = null;

/** Sets the config the API clients and the router read (boot does this once; tests per test). */
export function setConfig(config: AppConfig): void {
  current = config;
}

export function getConfig(): AppConfig {
  if (!current) throw new ConfigError("The app's config was read before boot set it.");
  return current;
}
