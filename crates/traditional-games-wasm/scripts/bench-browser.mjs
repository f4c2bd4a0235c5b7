// Measures a bot's search iterations per second in a headless Chromium against Node, for every game (its
// default preset), from the first position where a seat is on turn: MCTS, or ISMCTS in games with hidden
// information, for about a second each. Serves the built package from this folder on a free local port and
// reads the page's results from Chromium's console log; stops Chromium and the server when done.
//
// Usage: npm run bench:browser   (after npm run build; CHROMIUM names the browser, `chromium` by default)

import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { dirname, extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";

import { Bot, games, load } from "../dist/index.js";

const here = dirname(dirname(fileURLToPath(import.meta.url)));
const MILLIS = 1000;

/** The search measured in a game, and its first position where a seat is on turn. */
function setup(info) {
  const state = load(info.name).newState();
  while (state.status().kind === "chance") state.playRandom(1);
  return {
    kind: info.hiddenInformation ? "ismcts" : "mcts",
    position: state.position(),
    seat: state.status().seat,
  };
}

/** Iterations per second from a search's report line. */
function rate(report) {
  const iterations = Number(report.match(/(\d+) iterations/)[1]);
  const millis = Number(report.match(/(\d+) ms/)[1]);
  return iterations / (millis / 1000);
}

function measure(info, { kind, position, seat }) {
  const state = load(info.name).fromPosition(position);
  const bot = new Bot(info.name, seat, { kind, millis: MILLIS });
  bot.choose(state);
  return rate(bot.info);
}

const jobs = games().map((info) => ({ info, ...setup(info) }));
const node = jobs.map((job) => measure(job.info, job));

// The page runs the same measurement (this file's `measure`, in the browser) and logs one line per game.
const page = `<!doctype html><meta charset="utf-8"><script type="module">
import { Bot, load } from "/dist/index.js";
const jobs = ${JSON.stringify(jobs.map(({ info, kind, position, seat }) => ({ name: info.name, kind, position, seat })))};
${rate.toString()}
for (const job of jobs) {
  const state = load(job.name).fromPosition(job.position);
  const bot = new Bot(job.name, job.seat, { kind: job.kind, millis: ${MILLIS} });
  bot.choose(state);
  console.log("BENCH " + job.name + " " + rate(bot.info));
}
console.log("BENCH DONE " + navigator.userAgent);
</script>`;

const types = { ".js": "text/javascript", ".wasm": "application/wasm", ".map": "application/json" };
const server = createServer((request, response) => {
  const path = new URL(request.url, "http://localhost").pathname;
  if (path === "/bench.html") {
    response.writeHead(200, { "content-type": "text/html" });
    return response.end(page);
  }
  const file = normalize(join(here, path));
  if (!file.startsWith(join(here, "dist"))) {
    response.writeHead(404);
    return response.end();
  }
  try {
    const body = readFileSync(file);
    response.writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream" });
    response.end(body);
  } catch {
    response.writeHead(404);
    response.end();
  }
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const url = `http://127.0.0.1:${server.address().port}/bench.html`;

const profile = mkdtempSync(join(tmpdir(), "tg-chromium-"));
const chromium = spawn(
  process.env.CHROMIUM ?? "chromium",
  [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--enable-logging=stderr",
    "--v=0",
    `--user-data-dir=${profile}`,
    url,
  ],
  { stdio: ["ignore", "ignore", "pipe"] },
);
const browser = new Map();
let agent = "";
const finished = new Promise((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error("Chromium did not finish within 5 minutes")), 300_000);
  let buffered = "";
  chromium.stderr.on("data", (chunk) => {
    buffered += chunk;
    for (const found of buffered.matchAll(/"BENCH ([^ "]+) ([^"]*)"/g)) {
      if (found[1] === "DONE") {
        agent = found[2];
        clearTimeout(timer);
        resolve();
      } else {
        browser.set(found[1], Number(found[2]));
      }
    }
  });
  chromium.on("error", (error) => {
    clearTimeout(timer);
    reject(error);
  });
});
try {
  await finished;
} finally {
  chromium.kill();
  server.close();
  await new Promise((resolve) => chromium.on("exit", resolve));
  rmSync(profile, { recursive: true, force: true });
}

console.log(`${agent.match(/(HeadlessChrome|Chrome)\/[0-9.]+/)?.[0] ?? agent}, Node ${process.version}\n`);
console.log("| game | search | iterations/s Chromium | iterations/s Node | ratio |");
console.log("|---|---|---:|---:|---:|");
jobs.forEach((job, i) => {
  const inBrowser = browser.get(job.info.name);
  console.log(
    `| ${job.info.name} | ${job.kind} | ${Math.round(inBrowser)} | ${Math.round(node[i])} | ${(inBrowser / node[i]).toFixed(2)}x |`,
  );
});
