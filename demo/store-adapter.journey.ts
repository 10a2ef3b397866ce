// The demo's IndexedDB adapter in Chromium (D70, D85): two adapters on one page stand for two tabs
// sharing the stored database. A save refused by the stamp check (the other tab saved first) stores
// nothing, so `saved` must reject and the provider answer the call as failed, never as done.
import * as esbuild from "esbuild";
import * as assert from "uvu/assert";
import { launchBrowser } from "./builds.ts";
import { journeySuite } from "./harness.ts";

const test = journeySuite("store adapter");
// https: crypto.randomUUID needs a secure context.
const ORIGIN = "https://adapter.test/";

test("a save the other tab got in before is refused, not acknowledged", async () => {
  const bundled = await esbuild.build({
    stdin: {
      contents: [
        `import { indexedDbAdapter } from "./mocks/store/indexeddb-adapter.ts";`,
        `import { TABLE_NAMES } from "./mocks/store/tables.ts";`,
        // Empty tables: the stamp check is what is tested, not the rows.
        `const db = (revision) => Object.fromEntries([["revision", revision], ...TABLE_NAMES.map((t) => [t, []])]);`,
        `window.refusedSave = async () => {`,
        `  const first = indexedDbAdapter();`,
        `  const second = indexedDbAdapter();`,
        `  await first.load();`,
        `  first.save(db(1), { everything: true });`,
        `  await first.saved();`,
        `  await second.load();`,
        `  const since = second.saves();`,
        // Both tabs now write on revision 1; the first lands, the second's stamp no longer matches.
        `  first.save(db(2), { everything: true });`,
        `  await first.saved();`,
        `  second.save(db(2), { everything: true });`,
        `  return second.saved(since).then(() => "acknowledged", (error) => error.name);`,
        `};`,
      ].join("\n"),
      resolveDir: process.cwd(),
      loader: "ts",
    },
    bundle: true,
    write: false,
    format: "iife",
  });
  const context = await (await launchBrowser()).newContext();
  try {
    const page = await context.newPage();
    await page.route(`${ORIGIN}**`, (route) =>
      route.fulfill({ contentType: "text/html", body: `<script>${bundled.outputFiles[0]!.text}</script>` }),
    );
    await page.goto(ORIGIN);
    const outcome = await page.evaluate("refusedSave()");
    assert.is(outcome, "SaveRolledBack", "the refused save is not acknowledged");
  } finally {
    await context.close();
  }
});

test.run();
