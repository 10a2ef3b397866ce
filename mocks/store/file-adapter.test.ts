// What a kill -9 during a save leaves beside the data file (issue 26): the server's start removes its
// own kind of leftover, `<data file>.<pid>.tmp` of a process that is gone, and nothing else.
import { spawnSync } from "node:child_process";
import { mkdtemp, readdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { removeStaleTemporaries } from "./file-adapter.ts";

/** The pid of a process that has already ended (spawnSync waits for it). */
const endedPid = () => spawnSync(process.execPath, ["-e", ""]).pid;

async function folder(names: string[]) {
  const dir = await mkdtemp(path.join(tmpdir(), "stock-sense-tmp-"));
  for (const name of names) await writeFile(path.join(dir, name), "{}");
  return { dir, file: path.join(dir, "store.json") };
}

test("removes the temporary file of a process that no longer runs, and of this one", async () => {
  const gone = endedPid();
  const left = [`store.json.${gone}.tmp`, `store.json.${process.pid}.tmp`];
  const { dir, file } = await folder(["store.json", ...left]);
  assert.equal((await removeStaleTemporaries(file)).sort(), left.sort());
  assert.equal(await readdir(dir), ["store.json"]);
});

test("keeps the data file, other files and the temporary file of a process that runs", async () => {
  const alive = process.ppid; // this test's parent runs while the test does
  const keep = [
    "store.json",
    `store.json.${alive}.tmp`,
    "store.json.tmp",
    "store.json.abc.tmp",
    `other.json.${endedPid()}.tmp`,
    `store.json.${endedPid()}.tmp.bak`,
  ];
  const { dir, file } = await folder(keep);
  assert.equal(await removeStaleTemporaries(file), []);
  assert.equal((await readdir(dir)).sort(), keep.sort());
});

test("a folder that does not exist yet has nothing to remove", async () => {
  assert.equal(await removeStaleTemporaries(path.join(tmpdir(), "no-such-folder-26", "store.json")), []);
});

test.run();
