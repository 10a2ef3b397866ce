// The kit of the journeys where people share nothing but the provider (D220, D222): the production build
// served on a free port, pointed at the fake provider run as an HTTP server, which allows that origin;
// the provider's GraphQL asked directly as a demo account; and a person's own browser context, signed in.
import type { BrowserContext } from "playwright-core";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import * as assert from "uvu/assert";
import { build } from "../build.mjs";
import { buildProviderServer } from "../scripts/node-bundle.mjs";
import { startProvider } from "../scripts/provider-process.mjs";
import { startServer } from "../scripts/serve.mjs";
import { DEMO_PASSWORD } from "../schema/demo.ts";
import { launchBrowser } from "./builds.ts";
import { watchedPage, type DemoPage } from "./harness.ts";
import { signIn } from "./steps.ts";

const ROOT = path.resolve(`.cache/journeys-${process.pid}`);

/** The production build (`name`: its folder under .cache) served against a provider of its own. */
export async function productionAgainstProvider(name: string) {
  const outdir = path.join(ROOT, `prod-${name}`);
  await build({ outdir, metafilePath: path.join(ROOT, `prod-${name}.meta.json`) });
  const site = await startServer({ dir: outdir, port: 0, base: "/", quiet: true });
  const bundle = await buildProviderServer(path.join(ROOT, `provider-${name}.mjs`));
  const provider = startProvider(bundle, ["--cors-origin", new URL(site.url).origin]);
  const providerUrl = await provider.ready;
  const index = path.join(outdir, "index.html");
  const config = {
    apiBase: `${providerUrl}/api/`,
    graphqlUrl: `${providerUrl}/graphql/`,
    mock: false,
    basePath: "/",
  };
  const html = await readFile(index, "utf8");
  const block = /(<script id="app-config" type="application\/json">)[\s\S]*?(<\/script>)/;
  assert.match(html, block);
  await writeFile(index, html.replace(block, `$1${JSON.stringify(config)}$2`));
  return {
    siteUrl: site.url,
    providerUrl: `${providerUrl}/`,
    close: async () => {
      await Promise.allSettled([provider.stop(), site.close()]);
      await rm(outdir, { recursive: true, force: true });
    },
  };
}

/** Signs in to the provider as `email` and answers `query`'s data. */
export async function providerGraphql<T>(provider: string, email: string, query: string): Promise<T> {
  const login = await fetch(new URL("api/authentication/login", provider), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const answer = await fetch(new URL("graphql/", provider), {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
  return ((await answer.json()) as { data: T }).data;
}

/** A person's own browser context (storage, service worker), signed in as `email`, on the dashboard. */
export async function signedInPerson(siteUrl: string, email: string, options: object): Promise<DemoPage> {
  const context: BrowserContext = await (await launchBrowser()).newContext(options);
  context.setDefaultTimeout(10_000);
  const demo = await watchedPage(context, siteUrl);
  await demo.page.goto(new URL("login", siteUrl).href);
  await signIn(demo, email, DEMO_PASSWORD);
  await demo.page.getByText("Where do you want to start?").waitFor();
  return demo;
}
