// `npm run bench`: measures what docs/ARCHITECTURE.md budgets and prints each figure next to
// its budget. The run fails when a figure is over its budget or the initial load imports what it
// must not (the forbidden-import guard).
//
// Each entry of MEASUREMENTS returns rows `{ label, value, unit, budget }` (smaller is better): the
// bundles and build time here, the provider at 100,000 orders, the demo's loads and in-app waits, and a
// write in the demo at ?orders=10000 in
// Chromium (beside a static page, the floor) from scripts/bench-*.ts in their own processes.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { fileURLToPath } from "node:url";
import { build } from "../build.mjs";
import { bundleReport, FORBIDDEN_NAMES, kB } from "./bundle-report.mjs";
import { median } from "./median.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BUILD_RUNS = 5;
const KB = 1000; // budgets are in kB of 1000 bytes

const run = (file, args) => promisify(execFile)(file, args, { cwd: root, maxBuffer: 1 << 20 });

/** Builds one variant into .cache/bench-<name> and reports its bundle. */
async function buildVariant(name, options, runs = 1) {
  const outdir = path.join(root, `.cache/bench-${name}`);
  const metafilePath = path.join(root, `.cache/bench-${name}.meta.json`);
  const times = [];
  const stages = {};
  let result;
  for (let i = 0; i < runs; i++) {
    result = await build({ ...options, outdir, metafilePath });
    times.push(result.ms);
    for (const [stage, ms] of Object.entries(result.stages)) (stages[stage] ??= []).push(ms);
  }
  return { name, times, stages, report: await bundleReport(result.metafile) };
}

// ---------------------------------------------------------------------------------------------
// The measurements, in print order. Each may read and add to the shared context.

const MEASUREMENTS = [
  {
    name: "bundles",
    async run(ctx) {
      ctx.react = await buildVariant("react", {}, BUILD_RUNS);
      ctx.preact = await buildVariant("preact", { preact: true }, BUILD_RUNS);
      const gzip = (entry, label, budget) => ({
        label,
        value: entry.gzip / KB,
        unit: "kB",
        budget,
        detail: entry,
      });
      return [
        gzip(ctx.react.report.initial, "initial JS, React, gzip", 100),
        gzip(ctx.preact.report.initial, "initial JS, Preact, gzip", 40),
        gzip(ctx.react.report.app, "whole app JS, React, gzip", 240),
        gzip(ctx.react.report.mock, "demo mock chunk(s), gzip", 160),
        gzip(ctx.react.report.demoFirstLoad, "demo first load (app + mocks), gzip", 270),
        ...[ctx.react, ctx.preact].map((variant) => ({
          label: `production build time, ${variant.name === "react" ? "React" : "Preact"} (median of ${BUILD_RUNS})`,
          value: median(variant.times),
          unit: "ms",
          budget: 1500,
        })),
      ];
    },
  },
  ...["provider", "load", "write"].map((name) => ({
    name,
    // TypeScript through the project's loader, in its own process so the bundle timings stay clean.
    async run() {
      const { stdout } = await run(process.execPath, [
        "--import",
        "./scripts/node-loader.mjs",
        `scripts/bench-${name}.ts`,
      ]);
      return JSON.parse(stdout.trim().split("\n").at(-1));
    },
  })),
];

// ---------------------------------------------------------------------------------------------
// Printing

function printChunks({ name, report }) {
  console.log(`\n${name} build: chunks (raw / gzip / brotli)`);
  for (const c of report.chunks) {
    console.log(
      `  ${path.basename(c.file).padEnd(28)} ${c.kind.padEnd(9)} ${kB(c.raw).padStart(10)} ${kB(c.gzip).padStart(10)} ${kB(c.brotli).padStart(10)}`,
    );
  }
  for (const [label, s] of [
    ["initial load", report.initial],
    ["whole app", report.app],
    ["mock chunk(s)", report.mock],
    ["demo first load", report.demoFirstLoad],
  ]) {
    console.log(
      `  ${label.padEnd(37)} ${kB(s.raw).padStart(10)} ${kB(s.gzip).padStart(10)} ${kB(s.brotli).padStart(10)}`,
    );
  }
}

function printPackages({ name, report }) {
  const top = (packages) =>
    packages
      .slice(0, 6)
      .map((p) => `${p.name} ${kB(p.bytes)}`)
      .join(", ");
  console.log(`  largest in the ${name} initial load (minified): ${top(report.initial.packages)}`);
  console.log(`  largest in the ${name} mock chunk(s) (minified): ${top(report.mock.packages)}`);
}

function printForbidden({ name, report }) {
  // Group by package (or our folder) so one stray import does not print hundreds of lines.
  const byPackage = new Map();
  for (const { input } of report.forbidden) {
    const key = input.startsWith("mocks/")
      ? "mocks/"
      : (input.match(/node_modules\/((@[^/]+\/)?[^/]+)/)?.[1] ?? input);
    byPackage.set(key, (byPackage.get(key) ?? 0) + 1);
  }
  for (const [pkg, count] of byPackage)
    console.log(`FORBIDDEN in the ${name} initial load: ${pkg} (${count} modules)`);
}

const ctx = {};
const rows = [];
for (const measurement of MEASUREMENTS) rows.push(...(await measurement.run(ctx)));

printChunks(ctx.react);
printPackages(ctx.react);
printChunks(ctx.preact);
printPackages(ctx.preact);

console.log("\nBudgets (docs/ARCHITECTURE.md; kB = 1000 bytes)");
for (const row of rows) {
  // A row without a budget is there to compare against (the floor), never to fail.
  const status = row.budget === undefined ? "" : row.value <= row.budget ? "PASS" : "OVER";
  const value = row.unit === "kB" ? `${row.value.toFixed(1)} kB` : `${Math.round(row.value)} ${row.unit}`;
  console.log(
    `  ${row.label.padEnd(54)} ${value.padStart(10)}   ${row.budget === undefined ? "reported".padStart(15) : `budget ${`${row.budget} ${row.unit}`.padStart(8)}`}   ${status}`,
  );
}
for (const variant of [ctx.react, ctx.preact]) {
  const stages = Object.entries(variant.stages).map(([stage, ms]) => `${stage} ${Math.round(median(ms))}`);
  console.log(
    `  ${variant.name} build times (ms): ${variant.times.map(Math.round).join(", ")}; stages (medians): ${stages.join(", ")}`,
  );
}

const over = rows.filter((row) => row.budget !== undefined && row.value > row.budget);
const forbidden = [ctx.react, ctx.preact].filter((variant) => variant.report.forbidden.length);
forbidden.forEach(printForbidden);
if (over.length)
  console.log(`\n${over.length} figure(s) OVER budget: ${over.map((row) => row.label).join("; ")}`);
if (over.length || forbidden.length) process.exit(1);
console.log(`Forbidden-import guard: initial load is clean (no ${FORBIDDEN_NAMES.join(", ")}).`);
