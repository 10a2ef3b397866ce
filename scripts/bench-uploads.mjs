// The HTTP provider with --data under big uploads (issue 26 item 4): eight 10 MB screenshots, then small
// writes, with a ping loop measuring how long any request waits meanwhile; then the quota attack (three
// registered accounts x 20 uploads) and the server's RSS. Prints figures, asserts nothing.
//
//   node scripts/bench-uploads.mjs [--attack] [--memory]   (--memory: no --data)
import { spawn } from "node:child_process";
import { mkdtemp, readdir, stat } from "node:fs/promises";
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import readline from "node:readline";
import { crc32 } from "node:zlib";
import { writeFileSync } from "node:fs";

// BENCH_ROOT: another checkout to measure (e.g. `git archive HEAD~3 | tar -x -C /tmp/before`, its
// node_modules a link to this one's), so before and after run in the same minutes of a shared machine.
const root = process.env.BENCH_ROOT ?? path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const { buildProviderServer } = await import(path.join(root, "scripts", "node-bundle.mjs"));
const bundle = await buildProviderServer(path.join(root, ".cache", `bench-uploads-${process.pid}.mjs`));
// In the server: the event loop's longest delay since the last SIGUSR2, printed on each SIGUSR2. It
// counts only the server's own blocking (and the machine's load), not the ping's trip.
const monitor = path.join(root, ".cache", `bench-loop-${process.pid}.mjs`);
writeFileSync(
  monitor,
  `import { monitorEventLoopDelay } from "node:perf_hooks";
const histogram = monitorEventLoopDelay({ resolution: 5 });
histogram.enable();
// The most CPU time the process spent between two turns of a 5 ms timer: a block of its own, which the
// machine's load does not lengthen (the process's other threads, GC helpers and fs, count too).
let last = process.cpuUsage();
let cpuMax = 0;
setInterval(() => {
  const used = process.cpuUsage(last);
  last = process.cpuUsage();
  cpuMax = Math.max(cpuMax, (used.user + used.system) / 1000);
}, 5).unref();
process.on("SIGUSR2", () => {
  process.stderr.write("loop-max " + (histogram.max / 1e6).toFixed(0) + " " + cpuMax.toFixed(0) + "\\n");
  histogram.reset();
  cpuMax = 0;
});
`,
);
const dir = await mkdtemp(path.join(tmpdir(), "bench-uploads-"));
const file = path.join(dir, "store.json");
const memoryOnly = process.argv.includes("--memory");
const dataArgs = memoryOnly ? [] : ["--data", file];
// BENCH_NODE_ARGS: flags for the server's Node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
const nodeArgs = process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
const child = spawn(
  process.execPath,
  ["--import", monitor, ...nodeArgs, bundle, "--port", "0", ...dataArgs, "--demo-endpoints"],
  {
    stdio: ["ignore", "pipe", "pipe"],
  },
);
let loopMax = () => {};
readline.createInterface({ input: child.stderr }).on("line", (line) => {
  const match = /^loop-max (\d+) (\d+)/.exec(line);
  if (match) loopMax(`${match[1]} ms (CPU between turns ${match[2]} ms)`);
  else if (!process.env.BENCH_QUIET) console.error(line);
});
/** The server's longest event-loop delay since the last ask. */
const askLoopMax = () =>
  new Promise((resolve) => {
    loopMax = resolve;
    child.kill("SIGUSR2");
  });
process.on("exit", () => child.kill());
// The server's other lines (its summary, --trace-gc's) go to this process's stderr.
const url = await new Promise((resolve) =>
  readline.createInterface({ input: child.stdout }).on("line", (line) => {
    const match = /listening on (http:\S+)/.exec(line);
    if (match) resolve(match[1]);
    else if (nodeArgs.length) console.error(line);
  }),
);

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}
const ihdr = Buffer.alloc(13);
ihdr.writeUInt32BE(2000, 0);
ihdr.writeUInt32BE(2000, 4);
ihdr[8] = 8;
ihdr[9] = 2;
const fixed = 8 + 25 + 12 + 12;
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk("IHDR", ihdr),
  chunk("IDAT", Buffer.alloc(10 * 1024 * 1024 - fixed, 7)),
  chunk("IEND", Buffer.alloc(0)),
]);

const api = (route, init = {}) => fetch(`${url}/api/${route}`, init);
const json = (token, body) => ({
  method: "POST",
  headers: { "content-type": "application/json", ...(token && { authorization: `Bearer ${token}` }) },
  body: JSON.stringify(body),
});
async function signIn(email, password = "Demo1234!") {
  const res = await api("authentication/login", json(null, { email, password }));
  return (await res.json()).data.accessToken;
}
async function uploadOne(token) {
  const form = new FormData();
  form.append("file", new Blob([png]), "screenshot.png");
  form.append("feedbackMessage", "bench");
  const res = await api("feedback/image", {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  await res.arrayBuffer();
  return res.status;
}

// The ping loop: one small request after another; the longest answer in a phase is its stall.
let longest = 0;
let pinging = true;
const pings = (async () => {
  while (pinging) {
    const started = performance.now();
    await (await api("authentication/active")).arrayBuffer();
    longest = Math.max(longest, performance.now() - started);
  }
})();
async function phase(name, work) {
  await askLoopMax();
  longest = 0;
  const started = performance.now();
  const result = await work();
  const took = (performance.now() - started).toFixed(0);
  const loop = await askLoopMax();
  console.log(
    `${name}: ${took} ms, longest ping ${longest.toFixed(0)} ms, longest loop delay ${loop}`,
    result ?? "",
  );
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
async function smallWrites(token, label) {
  const times = [];
  for (let i = 0; i < 10; i++) {
    const started = performance.now();
    const res = await api("role/", json(token, { name: `Bench ${label} ${i}` }));
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`role: ${res.status}`);
    times.push(performance.now() - started);
  }
  return `median write ${median(times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`;
}
async function sizes() {
  let total = 0;
  const walk = async (at) => {
    for (const entry of await readdir(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) await walk(full);
      else total += (await stat(full)).size;
    }
  };
  await walk(dir);
  if (memoryOnly) return "memory only";
  return `data file ${((await stat(file)).size / 1e6).toFixed(1)} MB, folder ${(total / 1e6).toFixed(1)} MB`;
}
const rss = () =>
  `${(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"))[1]) / 1024).toFixed(0)} MB RSS`;

const owner = await signIn("owner@example.com");
await phase("10 small writes, fresh store", () => smallWrites(owner, "a"));
console.log(await sizes(), rss());
await phase("8 uploads of 10 MB", async () => {
  const statuses = [];
  for (let i = 0; i < 8; i++) statuses.push(await uploadOne(owner));
  return statuses.join(" ");
});
console.log(await sizes(), rss());
await phase("10 small writes after the uploads", () => smallWrites(owner, "b"));
if (process.argv.includes("--attack")) {
  await phase("3 registered accounts x 20 uploads", async () => {
    const statuses = new Map();
    for (let a = 0; a < 3; a++) {
      const email = `bench.${process.pid}.${a}@example.org`;
      const password = "Bench1234!x";
      await api(
        "authentication/register",
        json(null, { email, firstName: "B", lastName: "B", password, passwordConfirmation: password }),
      );
      const token = await signIn(email, password);
      for (let i = 0; i < 20; i++) {
        const status = await uploadOne(token);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }
    return JSON.stringify(Object.fromEntries(statuses));
  });
  console.log(await sizes(), rss());
  await new Promise((resolve) => setTimeout(resolve, 5000));
  console.log("5 s later:", rss());
}
pinging = false;
await pings;
child.kill();
