// Which test files take the time: runs a uvu folder as `uvu DIR PATTERN` does, in one process, and
// prints each file's wall time (loading it and running its tests) and how much of that the process
// spent on the CPU; a file whose wall time is far above its CPU time waits on real time or on another
// process. Start it with the same --import flags as the lane it measures, e.g.
//   node --import ./scripts/node-loader.mjs --import ./test/setup.ts scripts/test-times.mjs . "^(src|test)/.*\.test\.tsx?$"
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const { parse } = require("uvu/parse");
const [dir, pattern] = process.argv.slice(2);
const { suites } = await parse(dir, pattern, { cwd: "." });

globalThis.UVU_DEFER = 1;
const uvu = await import("uvu");
const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const started = performance.now();
const files = suites.map((suite) => ({ name: suite.name, wall: 0, cpu: 0 }));
/** Runs `step`, adding its wall and CPU time to `file`. */
async function timed(file, step) {
  const [wall, used] = [performance.now(), cpu()];
  try {
    return await step();
  } finally {
    file.wall += performance.now() - wall;
    file.cpu += cpu() - used;
  }
}
for (const [index, suite] of suites.entries()) {
  globalThis.UVU_INDEX = index;
  globalThis.UVU_QUEUE.push([suite.name]);
  await timed(files[index], () => import(`file:///${suite.file}`));
}
// Each group of the queue is one file: its name, then one runner per suite in it.
for (const group of globalThis.UVU_QUEUE) {
  const file = files.find((f) => f.name === group[0]);
  if (file)
    for (let i = 1; i < group.length; i++)
      group[i] = (
        (run) => () =>
          timed(file, run)
      )(group[i]);
}
await uvu.exec(false);

const s = (ms) => (ms / 1000).toFixed(2).padStart(7);
files.sort((a, b) => b.wall - a.wall);
process.stderr.write(`\n   wall     cpu    idle  file (total ${s(performance.now() - started)} s)\n`);
for (const f of files) process.stderr.write(`${s(f.wall)} ${s(f.cpu)} ${s(f.wall - f.cpu)}  ${f.name}\n`);
