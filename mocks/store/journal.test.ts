// The data file's journal and uploads folder (issue 26, D157): a small write after big screenshots
// writes only its change, screenshots lie beside the data as files named by id, a restart finds every
// saved change, a save cut short by a kill -9 is dropped, and a damaged file stops the start with why.
import { appendFile, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { generateSeed } from "../seed/index.ts";
import { DamagedDataFile, fileAdapter } from "./file-adapter.ts";
import { openStore, type FakeStore } from "./store.ts";
import type { FeedbackRow } from "./tables.ts";

const seed = generateSeed({ seed: 1, ordersPerStore: 3 });
const makeSeed = async () => structuredClone(await seed);

async function dataFile() {
  const dir = await mkdtemp(path.join(tmpdir(), "stock-sense-journal-"));
  return { dir, file: path.join(dir, "store.json") };
}

const open = async (file: string) => {
  const store = await openStore(fileAdapter(file), makeSeed);
  await store.saved();
  return store;
};

/** A screenshot's bytes as base64 (not a PNG: the store keeps what the rules checked). */
const screenshot = (bytes: number, fill: number) => Buffer.alloc(bytes, fill).toString("base64");

function addReport(store: FakeStore, imageBase64: string | null, message = "The total looks off") {
  return store.write((db, changes) => {
    const row: FeedbackRow = {
      id: store.nextId(db),
      userId: db.users[0]!.id,
      storeId: null,
      message,
      imageBase64,
      createdAt: new Date(0).toISOString(),
    };
    changes.insert("feedback", row);
    return row.id;
  });
}

function renameSupplier(store: FakeStore, name: string) {
  store.write((db, changes) => {
    const supplier = db.suppliers[0]!;
    supplier.name = name;
    changes.update("suppliers", supplier);
  });
}

const size = async (file: string) => (await stat(file)).size;

test("a small write after big screenshots writes its change only; each screenshot is a file named by id", async () => {
  const { file } = await dataFile();
  const store = await open(file);
  const ids = [addReport(store, screenshot(2 ** 20, 1)), addReport(store, screenshot(2 ** 20, 2))];
  await store.saved();
  const [snapshot, journal] = [await size(file), await size(`${file}.journal`)];
  assert.ok(snapshot < 2 ** 20, `the data file holds no screenshot (${snapshot} bytes)`);
  assert.equal((await readdir(`${file}.uploads`)).sort(), ids.map((id) => `${id}.png`).sort());
  assert.equal(await readFile(path.join(`${file}.uploads`, `${ids[1]}.png`)), Buffer.alloc(2 ** 20, 2));

  renameSupplier(store, "Night Shift Supplies");
  await store.saved();
  assert.is(await size(file), snapshot, "the snapshot is not rewritten");
  const added = (await size(`${file}.journal`)) - journal;
  assert.ok(added > 0 && added < 4096, `the journal grew by the change only (${added} bytes)`);
});

test("a restart finds every saved change: inserts, updates, removals, small tables, screenshots and a reset", async () => {
  const { file } = await dataFile();
  const store = await open(file);
  const image = screenshot(5000, 9);
  addReport(store, image);
  renameSupplier(store, "Harbor Goods");
  store.write((db, changes) => {
    changes.remove("suppliers", db.suppliers.at(-1)!);
    const membership = db.memberships[0]!;
    db.memberships = db.memberships.slice(1);
    changes.remove("memberships", membership);
  });
  await store.saved();
  const again = await open(file);
  assert.equal(again.db, store.db);
  assert.is(again.db.feedback.at(-1)!.imageBase64, image);

  await again.reset();
  await again.saved();
  assert.equal(await readdir(`${file}.uploads`), [], "the reset's screenshots are gone");
  assert.is(await size(`${file}.journal`), 0);
  assert.equal((await open(file)).db, again.db);
});

test("a journal line cut short (a kill -9 mid-save, never acknowledged) is dropped; appends go on after it", async () => {
  const { file } = await dataFile();
  const store = await open(file);
  renameSupplier(store, "Kept");
  await store.saved();
  await appendFile(`${file}.journal`, '{"scalars":{"revision":');
  const again = await open(file);
  assert.equal(again.db, store.db);
  renameSupplier(again, "Kept too");
  await again.saved();
  assert.is((await open(file)).db.suppliers[0]!.name, "Kept too");
});

test("a screenshot no saved row names (its save cut short) is removed on start", async () => {
  const { file } = await dataFile();
  const store = await open(file);
  addReport(store, screenshot(100, 3));
  await store.saved();
  await writeFile(path.join(`${file}.uploads`, "999999.png"), "half a PNG");
  await open(file);
  assert.equal(await readdir(`${file}.uploads`), [`${store.db.feedback.at(-1)!.id}.png`]);
});

test("a damaged journal line, a missing screenshot or a journal without its data file stop the start with why", async () => {
  const { dir, file } = await dataFile();
  const store = await open(file);
  const id = addReport(store, screenshot(100, 4));
  await store.saved();
  const journal = await readFile(`${file}.journal`, "utf8");

  const refused = async (reason: RegExp) => {
    const error = await openStore(fileAdapter(file), makeSeed).catch((thrown: Error) => thrown);
    assert.instance(error, DamagedDataFile);
    assert.match((error as Error).message, reason);
  };
  await writeFile(`${file}.journal`, `${journal}not json\n`);
  await refused(/store\.json\.journal line 2 is not JSON/);
  await writeFile(`${file}.journal`, `${journal}{"scalars":{},"rows":[],"tables":{}}\n`);
  await refused(/line 2 names no revision/);
  await writeFile(`${file}.journal`, journal);
  await rm(path.join(`${file}.uploads`, `${id}.png`));
  await refused(new RegExp(`${id}\\.png cannot be read`));
  await rm(file);
  await refused(/holds changes but .*store\.json is missing/);
  assert.ok((await readdir(dir)).includes("store.json.journal"), "the journal is left as it was");
});

test("once the journal outgrows the snapshot it is folded into a new one, and a restart reads the same", async () => {
  const { file } = await dataFile();
  const store = await open(file);
  const long = "x".repeat(4000);
  for (let round = 0; round < 1300; round++) renameSupplier(store, `${long} ${round}`);
  await store.saved();
  assert.ok((await size(`${file}.journal`)) < 4 * 2 ** 20, "the journal was emptied once folded");
  assert.is((await open(file)).db.suppliers[0]!.name, `${long} 1299`);
});

test("writes made while a large snapshot is written a slice at a time are all kept", async () => {
  const big = await generateSeed({ seed: 2, ordersPerStore: 1500 }); // a snapshot of about 4 MB
  const makeBig = async () => structuredClone(big);
  const { file } = await dataFile();
  const store = await openStore(fileAdapter(file), makeBig); // its first save is the snapshot
  let writes = 0;
  while (writes < 20) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    renameSupplier(store, `During ${++writes}`);
  }
  await store.saved();
  const again = await openStore(fileAdapter(file), makeBig);
  assert.is(again.db.suppliers[0]!.name, "During 20");
  assert.equal(again.db, store.db);
});

test.run();
