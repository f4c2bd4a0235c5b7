// Measures the package under Node against the native build, in one run: random playouts per second, perft
// nodes per second and a bot's search iterations per second for every game (its default preset), each as a
// ratio of the native `games` binary doing the same work (`games selfplay`, `games perft` and `games think`,
// release build, their own timings), and the package's size gzipped. Prints a Markdown table for benches/README.md.
//
// Usage: npm run bench [-- --seconds S]   (after npm run build; builds the native release binary if needed)

import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

import { Bot, games, load } from "../dist/index.js";
import { gamesBinary, games as native } from "../test/native.mjs";

const here = dirname(dirname(fileURLToPath(import.meta.url)));
const secondsArg = process.argv.indexOf("--seconds");
/** Roughly how long each measurement runs. */
const SECONDS = secondsArg > 0 ? Number(process.argv[secondsArg + 1]) : 1;
const binary = gamesBinary({ release: true });

/** Native playouts per second: `games selfplay` over `count` games (its own `speed:` line). */
function nativePlayouts(game, preset, count) {
  const out = native(binary, ["selfplay", game, "--rules", preset, "--games", String(count), "--seed", "1"]);
  const speed = out.match(/speed: ([0-9.]+) games\/s/);
  if (!speed) throw new Error(`no speed in games selfplay's output:\n${out}`);
  return Number(speed[1]);
}

/** The package's playouts per second over `count` random games from the start. */
function packagePlayouts(game, preset, count) {
  const start = load(game, preset).newState();
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const state = start.clone();
    state.playRandomGame(i + 1);
    state.free();
  }
  return count / ((performance.now() - started) / 1000);
}

/** Native perft at `depth`: nodes and seconds (`games perft`'s own line). */
function nativePerft(game, preset, depth) {
  // The timing line goes to standard error, the count to standard output.
  const run = spawnSync(binary, ["perft", game, "--rules", preset, String(depth)], { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`games perft failed: ${run.stderr}`);
  const out = run.stderr + run.stdout;
  const line = out.match(/perft \d+: (\d+) nodes in ([0-9.]+) s/);
  if (!line) throw new Error(`no timing in games perft's output:\n${out}`);
  return { nodes: Number(line[1]), seconds: Number(line[2]) };
}

/** Each measurement is taken this many times, native and package in turn, and the best kept: the machine
 * may be shared, and a busy moment only ever slows a run down. */
const ROUNDS = 3;
const best = (measure) => Math.max(...Array.from({ length: ROUNDS }, measure));

/** Iterations per second from a search's report line (`mcts: 4128 iterations (...), ..., 301 ms`). */
function iterationsPerSecond(report) {
  const iterations = report.match(/(\d+) iterations/);
  const millis = report.match(/(\d+) ms/);
  if (!iterations || !millis) throw new Error(`no iterations or time in the report: ${report}`);
  return Number(iterations[1]) / (Number(millis[1]) / 1000);
}

/** Native search iterations per second: `games think` from `position` (its report on standard error). */
function nativeIterations(game, preset, position, kind) {
  const args = ["think", game, "--rules", preset, "--position", position, "--seat", kind];
  const run = spawnSync(binary, args, { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`games think failed: ${run.stderr}`);
  return iterationsPerSecond(run.stderr);
}

const rows = [];
for (const info of games()) {
  const preset = info.defaultPreset;
  // Playouts: enough games for about SECONDS natively.
  const probe = nativePlayouts(info.name, preset, 20);
  const count = Math.max(20, Math.round(probe * SECONDS));
  packagePlayouts(info.name, preset, Math.min(count, 20)); // warm-up
  const nativeRate = best(() => nativePlayouts(info.name, preset, count));
  const packageRate = best(() => packagePlayouts(info.name, preset, count));
  // Perft: the depth whose native run first takes a tenth of SECONDS or more.
  let depth = 1;
  let nat = nativePerft(info.name, preset, depth);
  while (nat.seconds < SECONDS / 10 && depth < 12) {
    depth++;
    nat = nativePerft(info.name, preset, depth);
  }
  const nodes = nat.nodes;
  const nativeNps = best(() => nodes / Math.max(nativePerft(info.name, preset, depth).seconds, 1e-9));
  const state = load(info.name, preset).newState();
  const packageNps = best(() => {
    const started = performance.now();
    const counted = state.perft(depth);
    const took = (performance.now() - started) / 1000;
    if (counted !== nodes)
      throw new Error(`${info.name} perft ${depth}: package ${counted}, native ${nodes}`);
    return nodes / took;
  });
  // The bot: search iterations per second from the first position where a seat is on turn (after the deal
  // or first roll, drawn with seed 1), MCTS or (hidden information) ISMCTS for SECONDS.
  const thinking = load(info.name, preset).newState();
  while (thinking.status().kind === "chance") thinking.playRandom(1);
  const kind = info.hiddenInformation ? "ismcts" : "mcts";
  const seat = thinking.status().seat;
  const nativeIps = best(() =>
    nativeIterations(info.name, preset, thinking.position(), `${kind}:${SECONDS}s`),
  );
  const packageIps = best(() => {
    const bot = new Bot(info.name, seat, { kind, millis: SECONDS * 1000 });
    bot.choose(thinking);
    const rate = iterationsPerSecond(bot.info);
    bot.free();
    return rate;
  });
  rows.push({
    game: `${info.name} (${preset})`,
    nativeRate,
    packageRate,
    depth,
    nodes,
    nativeNps,
    packageNps,
    kind,
    nativeIps,
    packageIps,
  });
}

const wasm = readFileSync(join(here, "dist", "wasm", "traditional_games_wasm_bg.wasm"));
const glue = ["dist/wasm/traditional_games_wasm.js", "dist/index.js"].map((f) => readFileSync(join(here, f)));
const gz = (bytes) => gzipSync(bytes, { level: 9 }).length;
const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
const fmt = (n) => (n >= 100 ? n.toFixed(0) : n.toPrecision(3));

console.log(
  `Node ${process.version}, ${new Date().toISOString().slice(0, 10)}, about ${SECONDS} s per measurement, best of ${ROUNDS}\n`,
);
console.log(
  "| game (preset) | playouts/s native | package | ratio | perft depth (nodes) | nodes/s native | package | ratio |" +
    " search | iterations/s native | package | ratio |",
);
console.log("|---|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|");
const ratio = (a, b) => `${(a / b).toFixed(2)}x`;
for (const r of rows) {
  console.log(
    `| ${r.game} | ${fmt(r.nativeRate)} | ${fmt(r.packageRate)} | ${ratio(r.packageRate, r.nativeRate)} ` +
      `| ${r.depth} (${r.nodes}) | ${fmt(r.nativeNps)} | ${fmt(r.packageNps)} | ${ratio(r.packageNps, r.nativeNps)} ` +
      `| ${r.kind} | ${fmt(r.nativeIps)} | ${fmt(r.packageIps)} | ${ratio(r.packageIps, r.nativeIps)} |`,
  );
}
console.log(
  `\nPackage size: WebAssembly ${kib(wasm.length)} (${kib(gz(wasm))} gzipped); ` +
    `JavaScript ${kib(glue.reduce((s, b) => s + b.length, 0))} (${kib(glue.reduce((s, b) => s + gz(b), 0))} gzipped)`,
);
