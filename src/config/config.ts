// The runtime config (docs/ARCHITECTURE.md): a JSON block in index.html, read before the app starts,
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

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** index.html's config block (scripts/site-files.mjs writes it): `<script id="app-config" type="application/json">`. */
const CONFIG_ELEMENT_ID = "app-config";
const BLOCK = `<script id="${CONFIG_ELEMENT_ID}" type="application/json">`;

/** The config block of `page` as JSON, or undefined when it has none; a ConfigError when it is not JSON. */
export function readConfig(page: Pick<Document, "getElementById">): unknown {
  const block = page.getElementById(CONFIG_ELEMENT_ID);
  if (!block) return undefined;
  try {
    return JSON.parse(block.textContent ?? "");
  } catch (error) {
    throw new ConfigError(
      `The config in index.html (${BLOCK}) is not valid JSON: ${(error as Error).message}.`,
    );
  }
}

/** Parses the config object; throws a ConfigError that says what is wrong. */
export function parseConfig(value: unknown): AppConfig {
  if (value === undefined)
    throw new ConfigError(
      `index.html has no config (${BLOCK}). Deploy the index.html the build wrote, with its config block.`,
    );
  const parsed = AppConfig.safeParse(value);
  if (!parsed.success)
    throw new ConfigError(
      `The config in index.html is not valid: ${parsed.error.issues.map((i) => `${i.path.join(".") || "the config"} ${i.message}`).join("; ")}.`,
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
