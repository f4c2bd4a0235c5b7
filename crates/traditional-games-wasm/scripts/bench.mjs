// Measures the package under Node against the native build, in one run: random playouts per second, perft
// nodes per second and a bot's search iterations per second for every game (its default preset), each as a
// ratio of the native `games` binary doing the same work (`games selfplay`, `games perft` and `games think`,
// release build), and the package's size gzipped. Prints a Markdown table for benches/README.md.
//
// Rates are per second of CPU time, not of wall-clock time: on a shared machine a process waits for a core
// for a varying part of the time (the same perft ran at 48 to 146 million nodes per second by the clock in
// one minute here, and ratios by the clock moved from 0.44x to 0.8x between runs), while the CPU time of a
// single-threaded run moves by about 1%. The native side's is the `games` process's (bash's `times`), less
// that of a run that only starts the tool and loads the game; the package's is Node's `process.cpuUsage()`.
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

/** The CPU seconds (user and system) of one run of the native binary with `args`. */
function nativeCpu(args) {
  const script = `"$0" "$@" >/dev/null 2>&1 || exit 3; times`;
  const run = spawnSync("bash", ["-c", script, binary, ...args], { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`games ${args.join(" ")} failed`);
  // `times` prints the shell's user and system times, then its children's: `0m0.312s 0m0.004s`.
  const children = run.stdout.trim().split("\n")[1] ?? "";
  const seconds = [...children.matchAll(/(\d+)m([0-9.]+)s/g)].map((m) => Number(m[1]) * 60 + Number(m[2]));
  if (seconds.length !== 2) throw new Error(`no CPU times from bash: ${run.stdout}`);
  return seconds[0] + seconds[1];
}

/** The native CPU seconds of `args` beyond starting the tool and loading the game (`perft GAME 1`). */
function nativeWork(game, preset, args) {
  const base = nativeCpu(["perft", game, "--rules", preset, "1"]);
  return Math.max(nativeCpu(args) - base, 1e-3);
}

/** The CPU seconds this process spends in `work()`. */
function packageWork(work) {
  const before = process.cpuUsage();
  work();
  const used = process.cpuUsage(before);
  return Math.max((used.user + used.system) / 1e6, 1e-3);
}

/** Native playouts per second: `games selfplay` over `count` games. */
function nativePlayouts(game, preset, count) {
  const args = ["selfplay", game, "--rules", preset, "--games", String(count), "--seed", "1"];
  return count / nativeWork(game, preset, args);
}

/** Native playouts per second by the clock (`games selfplay`'s own `speed:` line), to size the runs. */
function nativePlayoutsByClock(game, preset, count) {
  const out = native(binary, ["selfplay", game, "--rules", preset, "--games", String(count), "--seed", "1"]);
  const speed = out.match(/speed: ([0-9.]+) games\/s/);
  if (!speed) throw new Error(`no speed in games selfplay's output:\n${out}`);
  return Number(speed[1]);
}

/** The package's playouts per second over `count` random games from the start. */
function packagePlayouts(game, preset, count) {
  const start = load(game, preset).newState();
  const seconds = packageWork(() => {
    for (let i = 0; i < count; i++) {
      const state = start.clone();
      state.playRandomGame(i + 1);
      state.free();
    }
  });
  return count / seconds;
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

/** Each measurement is taken in this many rounds, each a native run then a package run straight after it;
 * the ratio reported is the median of the rounds' ratios, the rates shown the best of the rounds. */
const ROUNDS = 5;

/** Rates of `nativeRate()` and `packageRate()` in paired rounds: `{ native, package, ratio }`. */
function paired(nativeRate, packageRate) {
  const pairs = Array.from({ length: ROUNDS }, () => {
    const n = nativeRate();
    return [n, packageRate()];
  });
  const ratios = pairs.map(([n, p]) => p / n).sort((a, b) => a - b);
  return {
    native: Math.max(...pairs.map(([n]) => n)),
    package: Math.max(...pairs.map(([, p]) => p)),
    ratio: ratios[Math.floor(ROUNDS / 2)],
  };
}

/** Iterations per second from a search's report line (`mcts: 4128 iterations (...), ..., 301 ms`). */
function iterationsPerSecond(report) {
  const iterations = report.match(/(\d+) iterations/);
  const millis = report.match(/(\d+) ms/);
  if (!iterations || !millis) throw new Error(`no iterations or time in the report: ${report}`);
  return Number(iterations[1]) / (Number(millis[1]) / 1000);
}

/** Native search iterations per second by the clock: `games think` from `position` (its report on standard
 * error), to size the runs. */
function nativeIterationsByClock(game, preset, position, kind) {
  const args = ["think", game, "--rules", preset, "--position", position, "--seat", kind];
  const run = spawnSync(binary, args, { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`games think failed: ${run.stderr}`);
  return iterationsPerSecond(run.stderr);
}

const rows = [];
for (const info of games()) {
  const preset = info.defaultPreset;
  // Playouts: enough games for about SECONDS natively.
  const probe = nativePlayoutsByClock(info.name, preset, 20);
  const count = Math.max(20, Math.round(probe * SECONDS));
  packagePlayouts(info.name, preset, Math.min(count, 20)); // warm-up
  const playouts = paired(
    () => nativePlayouts(info.name, preset, count),
    () => packagePlayouts(info.name, preset, count),
  );
  // Perft: the depth whose native run first takes a tenth of SECONDS or more.
  let depth = 1;
  let nat = nativePerft(info.name, preset, depth);
  while (nat.seconds < SECONDS / 10 && depth < 12) {
    depth++;
    nat = nativePerft(info.name, preset, depth);
  }
  const nodes = nat.nodes;
  const state = load(info.name, preset).newState();
  // Warm-up: V8 first runs WebAssembly from a quick baseline compiler and moves hot functions to its
  // optimising one as they run; a function already running does not switch (no on-stack replacement).
  state.perft(depth);
  const perft = paired(
    () => nodes / nativeWork(info.name, preset, ["perft", info.name, "--rules", preset, String(depth)]),
    () => {
      let counted;
      const seconds = packageWork(() => (counted = state.perft(depth)));
      if (counted !== nodes)
        throw new Error(`${info.name} perft ${depth}: package ${counted}, native ${nodes}`);
      return nodes / seconds;
    },
  );
  // The bot: search iterations per second from the first position where a seat is on turn (after the deal
  // or first roll, drawn with seed 1), MCTS or (hidden information) ISMCTS, as many iterations as the native
  // search makes in about SECONDS (an iteration budget: a time budget would be of the clock).
  const thinking = load(info.name, preset).newState();
  while (thinking.status().kind === "chance") thinking.playRandom(1);
  const kind = info.hiddenInformation ? "ismcts" : "mcts";
  const seat = thinking.status().seat;
  const position = thinking.position();
  const iterations = Math.max(
    100,
    Math.round(nativeIterationsByClock(info.name, preset, position, `${kind}:0.2s`) * SECONDS),
  );
  const search = paired(
    () => {
      const args = ["think", info.name, "--rules", preset, "--position", position];
      return iterations / nativeWork(info.name, preset, [...args, "--seat", `${kind}:${iterations}`]);
    },
    () => {
      const bot = new Bot(info.name, seat, { kind, iterations });
      const seconds = packageWork(() => bot.choose(thinking));
      bot.free();
      return iterations / seconds;
    },
  );
  rows.push({ game: `${info.name} (${preset})`, playouts, depth, nodes, perft, kind, search });
}

const wasm = readFileSync(join(here, "dist", "wasm", "traditional_games_wasm_bg.wasm"));
const glue = ["dist/wasm/traditional_games_wasm.js", "dist/index.js"].map((f) => readFileSync(join(here, f)));
const gz = (bytes) => gzipSync(bytes, { level: 9 }).length;
const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
const fmt = (n) => (n >= 100 ? n.toFixed(0) : n.toPrecision(3));

console.log(
  `Node ${process.version}, ${new Date().toISOString().slice(0, 10)}, about ${SECONDS} s per measurement, ` +
    `${ROUNDS} paired rounds: best rates per CPU second, median ratio\n`,
);
console.log(
  "| game (preset) | playouts/s native | package | ratio | perft depth (nodes) | nodes/s native | package | ratio |" +
    " search | iterations/s native | package | ratio |",
);
console.log("|---|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|");
const cells = (m) => `${fmt(m.native)} | ${fmt(m.package)} | ${m.ratio.toFixed(2)}x`;
for (const r of rows) {
  console.log(
    `| ${r.game} | ${cells(r.playouts)} | ${r.depth} (${r.nodes}) | ${cells(r.perft)} | ${r.kind} | ${cells(r.search)} |`,
  );
}
console.log(
  `\nPackage size: WebAssembly ${kib(wasm.length)} (${kib(gz(wasm))} gzipped); ` +
    `JavaScript ${kib(glue.reduce((s, b) => s + b.length, 0))} (${kib(glue.reduce((s, b) => s + gz(b), 0))} gzipped)`,
);
