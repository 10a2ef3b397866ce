// A write in the demo at scale (docs/ARCHITECTURE.md, Budgets, issue 15): the page's own provider at
// `?orders=N`, one order's shipping changed through GraphQL, timed from the call to its answer (which
// waits until the change is stored, D32), with the longest task on the page's main thread meanwhile.
//
//   node --import ./scripts/node-loader.mjs scripts/bench-write.ts [--rounds 3] [--orders 10000] [dir ...]
//
// With folders (built demos), compares them in interleaved rounds and prints a table of medians;
// without, builds the demo and prints one JSON line of rows with their budgets for scripts/bench.mjs.
import type { Browser } from "playwright-core";
import path from "node:path";
import { buildDemoOnce, closeAll, launchBrowser } from "../demo/builds.ts";
import { DEMO_PASSWORD, OWNER } from "../demo/steps.ts";
import { median } from "./median.mjs";
import { startServer } from "./serve.mjs";

const WRITES = 15;
const WARMUP = 3;
const BUDGET_MS = 50;

interface Figures {
  write: number;
  longestTask: number;
}

/** Runs in the page: waits for its provider, signs in, then times the writes. */
const IN_PAGE = `      async ({ email, password, writes, warmup }) => {
        // The provider starts in the page (the seed generated, then stored): wait until it answers.
        for (const started = Date.now(); ; ) {
          if (Date.now() - started > 15000) throw new Error("the demo's provider did not start in 15 s");
          const health = await fetch("/api/demo/health").catch(() => null);
          const body = health?.ok ? ((await health.json().catch(() => null))) : null;
          if (body?.data?.ok) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        const login = await fetch("/api/authentication/login", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email, password }),
        }).then((r) => r.json());
        const graphql = (query, variables) =>
          fetch("/graphql/", {
            method: "POST",
            headers: { "content-type": "application/json", authorization: \`Bearer \${login.data.accessToken}\` },
            body: JSON.stringify({ query, variables }),
          }).then((r) => r.json());
        const list = await graphql(
          \`query { allPurchaseOrders(first: 1, status: [OPEN]) { totalCount nodes { id } } }\`,
          {},
        );
        const id = list.data.allPurchaseOrders.nodes[0].id;
        const tasks = [];
        const observer = new PerformanceObserver((entries) => {
          for (const entry of entries.getEntries()) tasks.push(entry.duration);
        });
        const times = [];
        for (let i = 0; i < writes + warmup; i++) {
          if (i === warmup) observer.observe({ type: "longtask" });
          const started = performance.now();
          const answer = await graphql(
            \`mutation BenchWrite($id: ID!, $cost: Float!) { updatePurchaseOrder(id: $id, shippingCost: $cost) { purchaseOrder { id } } }\`,
            { id, cost: i + 1 },
          );
          if (!answer.data?.updatePurchaseOrder) throw new Error(JSON.stringify(answer));
          if (i >= warmup) times.push(performance.now() - started);
        }
        await new Promise((resolve) => setTimeout(resolve, 100)); // the last long task's entry
        observer.disconnect();
        times.sort((a, b) => a - b);
        return { write: times[Math.floor(times.length / 2)], longestTask: Math.max(0, ...tasks) };
      }`;

/** One fresh context on `url` at `orders` per store: sign in, then WRITES timed shipping changes. */
async function writeRound(browser: Browser, url: string, orders: number): Promise<Figures> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${url}login?orders=${orders}`);
    const inputs = { email: OWNER, password: DEMO_PASSWORD, writes: WRITES, warmup: WARMUP };
    // Handed over as text: the TypeScript loader wraps named functions in a helper the page lacks.
    return (await page.evaluate(`(${IN_PAGE})(${JSON.stringify(inputs)})`)) as Figures;
  } finally {
    await context.close();
  }
}

/** Each site `rounds` times, interleaved in rotating order; medians per site. */
async function measureWrites(urls: Record<string, string>, rounds: number, orders: number) {
  const browser = await launchBrowser();
  const names = Object.keys(urls);
  const samples = new Map<string, Figures[]>(names.map((name) => [name, []]));
  for (let round = 0; round < rounds; round++)
    for (let i = 0; i < names.length; i++) {
      const name = names[(round + i) % names.length]!;
      samples.get(name)!.push(await writeRound(browser, urls[name]!, orders));
    }
  return Object.fromEntries(
    names.map((name) => {
      const all = samples.get(name)!;
      return [
        name,
        { write: median(all.map((f) => f.write)), longestTask: median(all.map((f) => f.longestTask)) },
      ];
    }),
  );
}

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args.splice(at, 2)[1]) : fallback;
};
const rounds = option("--rounds", 3);
const orders = option("--orders", 10_000);
try {
  if (args.length) {
    const servers = await Promise.all(
      args.map((dir) => startServer({ dir, port: 0, base: "/", quiet: true })),
    );
    const urls = Object.fromEntries(args.map((dir, i) => [path.basename(dir), servers[i]!.url]));
    const result = await measureWrites(urls, rounds, orders);
    console.log(`?orders=${orders}: medians of ${rounds} interleaved rounds of ${WRITES} writes (ms)`);
    console.table(result);
    await Promise.all(servers.map((server) => server.close()));
  } else {
    const { url } = await buildDemoOnce("/");
    const { demo } = await measureWrites({ demo: url }, rounds, orders);
    const label = (what: string) => `demo at ?orders=${orders}: ${what} (median of ${rounds} x ${WRITES})`;
    console.log(
      JSON.stringify([
        { label: label("one write"), value: demo!.write, unit: "ms", budget: BUDGET_MS },
        { label: label("longest main-thread task"), value: demo!.longestTask, unit: "ms", budget: BUDGET_MS },
      ]),
    );
  }
} finally {
  await closeAll();
}
