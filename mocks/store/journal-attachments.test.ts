// An order's attachments in the data file (extension "notes", D240) go where screenshots go (D157): the
// bytes are a file in the uploads folder named by the row's id, the journal line holds only the row, a
// restart reads the file back, and a removed attachment's file is gone after the next start.
import { mkdtemp, readdir, readFile, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { generateSeed } from "../seed/index.ts";
import { fileAdapter } from "./file-adapter.ts";
import { openStore, type FakeStore } from "./store.ts";
import type { OrderAttachmentRow } from "./tables.ts";

const seed = generateSeed({ seed: 1, ordersPerStore: 3 });

async function open(file: string) {
  const store = await openStore(fileAdapter(file), async () => structuredClone(await seed));
  await store.saved();
  return store;
}

function attach(store: FakeStore, bytes: Buffer): number {
  return store.write((db, changes) => {
    const order = db.purchaseOrders[0]!;
    const row: OrderAttachmentRow = {
      id: store.nextId(db),
      storeId: order.storeId,
      orderId: order.id,
      userId: db.users[0]!.id,
      fileName: "quote.pdf",
      contentType: "application/pdf",
      size: bytes.length,
      addedAt: new Date(0).toISOString(),
      base64: bytes.toString("base64"),
    };
    changes.insert("orderAttachments", row);
    return row.id;
  });
}

test("an attachment's bytes are a file beside the data, the journal holds its row only, a restart reads it back", async () => {
  const file = path.join(await mkdtemp(path.join(tmpdir(), "stock-sense-attachments-")), "store.json");
  const store = await open(file);
  const bytes = Buffer.alloc(2 ** 20, 7);
  const journal = (await stat(`${file}.journal`).catch(() => ({ size: 0 }))).size;
  const id = attach(store, bytes);
  await store.saved();
  assert.equal(await readdir(`${file}.uploads`), [`${id}.png`]);
  assert.equal(await readFile(path.join(`${file}.uploads`, `${id}.png`)), bytes);
  const grew = (await stat(`${file}.journal`)).size - journal;
  assert.ok(grew < 4096, `the journal line holds the row only (${grew} bytes)`);

  const again = await open(file);
  assert.equal(again.db.orderAttachments, store.db.orderAttachments);
  assert.is(again.db.orderAttachments.at(-1)!.base64, bytes.toString("base64"));

  again.write((db, changes) => changes.remove("orderAttachments", db.orderAttachments.at(-1)!));
  await again.saved();
  await open(file);
  assert.equal(await readdir(`${file}.uploads`), [], "a removed attachment's file is gone after a start");
});

test.run();
