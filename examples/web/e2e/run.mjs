// End-to-end tests of the playground in a real browser: Debian's Chromium, headless, driven by playwright-core
// (no browser download). The test serves dist/ itself on a free localhost port, then for every game: plays
// against a bot by clicking the board (and a few moves by the text box) and sees the bot answer, saves the
// record and has the native `games replay` accept it, measures the bot's iterations per second, and finishes a
// game from a late position loaded as a record; then a hot-seat La Bâtarde hand with a méchoune. No console
// error may appear. Screenshots go to screenshots/ (the README's) and the output folder.
//
// Usage: npm run build && npm run test:e2e
// Environment: GAMES_BIN (the `games` binary; default ../../target/debug/games), CHROMIUM (default
// /usr/bin/chromium), E2E_OUT (the output folder; default test-output/), E2E_GAMES (a comma-separated subset).

import { execFileSync, spawnSync } from "node:child_process";
import {
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { dirname, extname, join, normalize, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const here = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const repo = resolve(here, "..", "..");
const dist = join(here, "dist");
const gamesBin = process.env.GAMES_BIN ?? join(repo, "target", "debug", "games");
const browserPath = process.env.CHROMIUM ?? "/usr/bin/chromium";
const out = resolve(process.env.E2E_OUT ?? join(here, "test-output"));
const shots = join(here, "screenshots");

const started = Date.now();
/** How many times a bot waited for the people's out-of-turn chance and the test let it go on. */
let wentOn = 0;
let failures = 0;

function log(text) {
  console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(6)}s] ${text}`);
}

function check(condition, text) {
  if (!condition) {
    throw new Error(`check failed: ${text}`);
  }
}

// ---- a static file server for dist/ -------------------------------------------------------------------------

const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".json": "application/json",
  ".map": "application/json",
};

function serve(root) {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
    let file = normalize(join(root, path));
    if (!file.startsWith(root)) {
      response.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) {
      file = join(file, "index.html");
    }
    if (!existsSync(file)) {
      response.writeHead(404).end("not found");
      return;
    }
    response.writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream" });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolvePromise) => {
    server.listen(0, "127.0.0.1", () => resolvePromise(server));
  });
}

// ---- the native replay -----------------------------------------------------------------------------------------

function replayNatively(file) {
  const run = spawnSync(gamesBin, ["replay", file], { encoding: "utf8" });
  check(run.status === 0, `games replay ${file} exited ${run.status}: ${run.stderr.trim()}`);
  return run.stdout;
}

// ---- driving the page ----------------------------------------------------------------------------------------------

/** What the page shows now. */
function summary(page) {
  return page.evaluate(() => {
    const visible = (id) => {
      const e = document.getElementById(id);
      return e !== null && !e.hidden;
    };
    const board = document.getElementById("board");
    return {
      thinking: visible("thinking"),
      goOn: visible("go-on-box"),
      pass: visible("pass"),
      over: (document.getElementById("result")?.textContent ?? "") !== "",
      next: JSON.parse(board?.dataset.next ?? "[]"),
      choices: document.querySelectorAll("#choices button").length,
      moves: document.querySelectorAll("#moves li").length,
      error: document.getElementById("error")?.textContent ?? "",
    };
  });
}

/** Waits until a person may act (or the game is over), letting bots go on and passing the screen; "bots"
 * when only bots have played for `patience` ms (the person's seat is out of the game, say). */
async function untilPersonTurn(page, { reveal = true, goOn = true, patience = 60_000 } = {}) {
  const deadline = Date.now() + patience;
  while (true) {
    const s = await summary(page);
    if (Date.now() > deadline) {
      if (s.moves > 0 && (s.thinking || s.goOn)) {
        return "bots";
      }
      break;
    }
    if (s.over) {
      return "over";
    }
    if (!s.thinking) {
      if (s.goOn && goOn) {
        await page.click("#go-on");
        wentOn++;
        continue;
      }
      if (s.pass) {
        if (!reveal) {
          return "pass";
        }
        await page.click("#reveal");
        continue;
      }
      if (s.next.length > 0 || s.choices > 0) {
        return "turn";
      }
    }
    await page.waitForTimeout(30);
  }
  throw new Error(`no person's turn within ${patience} ms`);
}

const legalMoves = (page) => page.evaluate(() => window.playground.legalMoves());
const moveParts = (page, move) => page.evaluate((m) => window.playground.moveParts(m), move);
const record = (page) => page.evaluate(() => window.playground.record());

/** Makes `move` by clicking its parts on the board (or its button when it has none). */
async function clickMove(page, move) {
  const before = (await summary(page)).moves;
  const parts = await moveParts(page, move);
  for (const part of parts) {
    await page
      .locator(`#board [role="button"][aria-label="${part.replace(/"/g, '\\"')}"]`)
      .first()
      .click();
  }
  const after = await summary(page);
  if (after.moves === before && !after.over) {
    // no part (a bid, a pair, a pass) or a complete move that a longer one continues: its button
    await page
      .locator("#choices button", { hasText: move })
      .filter({ hasText: new RegExp(`^${escape(move)}$`) })
      .first()
      .click();
  }
  const s = await summary(page);
  check(s.error === "", `clicking ${move} gave the error ${s.error}`);
}

function escape(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Makes `move` by keyboard: each part focused and Enter pressed (moves without parts by their button). */
async function keyMove(page, move) {
  const parts = await moveParts(page, move);
  if (parts.length === 0) {
    return clickMove(page, move);
  }
  for (const [i, part] of parts.entries()) {
    const target = page.locator(`#board [role="button"][aria-label="${part.replace(/"/g, '\\"')}"]`).first();
    await target.focus();
    await target.press("Enter");
    if (i < parts.length - 1) {
      // the board is drawn anew after a click: the focus stays on the element pressed
      const kept = await page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? null);
      check(kept === part, `the focus stays on ${part} after Enter (found ${kept})`);
    }
  }
  const s = await summary(page);
  check(s.error === "", `keying ${move} gave the error ${s.error}`);
}

/** Whether the choice buttons are the moves without parts (no selection is under way). */
function buttonMovesShown(page) {
  return page.evaluate(
    () =>
      ![...document.querySelectorAll("#choices button")].some((b) => b.textContent === "Cancel selection"),
  );
}

/** Makes `move` through the text box. */
async function typeMove(page, move) {
  await page.getByLabel("Move in notation").fill(move);
  await page.getByLabel("Move in notation").press("Enter");
  const s = await summary(page);
  check(s.error === "", `typing ${move} gave the error ${s.error}`);
}

/** A record's ply line (`12. c3-d4`, `30. "4-2: 21/17* 4/2"`, `71. P4: P4 mechoune P1`): the move, and
 * whether a seat acts out of turn (an unquoted `SEAT: ` before it). */
function plyText(line) {
  const body = line.replace(/^\d+\. /, "");
  if (body.startsWith('"')) {
    return { text: JSON.parse(body), outOfTurn: false };
  }
  return { text: body, outOfTurn: /^[^:\s"]+: /.test(body) };
}

function pick(moves, random) {
  return moves[Math.floor(random() * moves.length)];
}

function seeded(seed) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

/** Picks a person's move, preferring moves made by clicking the board. */
async function choosePersonMove(page, random) {
  const moves = await legalMoves(page);
  const withParts = [];
  for (const m of moves) {
    if ((await moveParts(page, m)).length > 0) {
      withParts.push(m);
    }
    if (withParts.length >= 40) {
      break;
    }
  }
  return pick(withParts.length > 0 ? withParts : moves, random);
}

async function newGame(page, url, game, preset, seats) {
  await page.goto(`${url}?seed=${game.length * 31 + 7}`);
  await page.getByRole("combobox", { name: "Game", exact: true }).selectOption(game);
  if (preset !== null) {
    await page.getByRole("combobox", { name: "Preset", exact: true }).selectOption(preset);
  }
  const pickers = page.locator("#seat-pickers select");
  const count = await pickers.count();
  for (let i = 0; i < count; i++) {
    await pickers.nth(i).selectOption(seats(i));
  }
}

async function saveRecord(page, name) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Save record" }).click(),
  ]);
  const file = join(out, name);
  await download.saveAs(file);
  return file;
}

/** A screenshot into the output folder, and into screenshots/ (the README's) unless it shows a failure. */
async function screenshot(page, name, { readme = true } = {}) {
  writeFileSync(join(out, name), await page.screenshot({ fullPage: true }));
  if (readme) {
    // the window only (the board, the moves and the controls), to keep the README's pictures small
    writeFileSync(join(shots, name), await page.screenshot());
  }
}

// ---- the tests -------------------------------------------------------------------------------------------------------

/** Against bots: clicks, the text box, the bot's answers, save and replay, the speed. */
async function againstBots(page, url, game, speeds) {
  await newGame(page, url, game, null, (i) => (i === 0 ? "person" : "quick"));
  await page.getByRole("button", { name: "Play" }).click();
  const random = seeded(game.length * 7919);
  const wentOnBefore = wentOn;
  check((await untilPersonTurn(page)) === "turn", `${game}: the person is on turn`);
  // the bot's speed, measured in the worker from the first position where the person is on turn
  await page.getByRole("button", { name: "Measure bot speed" }).click();
  await page.waitForFunction(
    () =>
      document.getElementById("speed-result")?.dataset.perSecond !== undefined ||
      /failed/.test(document.getElementById("speed-result")?.textContent ?? ""),
    undefined,
    { timeout: 60_000 },
  );
  const speed = await page.locator("#speed-result").textContent();
  speeds.push(`${game}: ${speed}`);
  log(`${game}: ${speed}`);
  check(!/failed/.test(speed ?? ""), `${game}: the speed was measured`);
  let clicked = 0;
  let typed = 0;
  let answered = 0;
  let sawThinking = 0;
  let slowest = 0;
  for (let turn = 0; turn < 16 && !(clicked >= 3 && typed >= 2 && answered >= 3); turn++) {
    if ((await untilPersonTurn(page)) !== "turn") {
      break;
    }
    const before = (await page.evaluate(() => window.playground.history())).length;
    const move = await choosePersonMove(page, random);
    if (turn % 3 === 2) {
      await typeMove(page, move);
      typed++;
    } else if (turn === 3) {
      await keyMove(page, move);
      clicked++;
    } else {
      await clickMove(page, move);
      clicked++;
    }
    // while a bot thinks (in the worker), the page shows it and still answers at once
    const thinking = await page.locator("#thinking").isVisible();
    if (thinking) {
      const asked = Date.now();
      await page.evaluate(() => document.getElementById("thinking-text")?.textContent);
      slowest = Math.max(slowest, Date.now() - asked);
      sawThinking++;
    }
    const next = await untilPersonTurn(page, { patience: 20_000 });
    // the plies since the person's move: the bots' answers (a seat 0 move may follow directly: a draw, a vote)
    const since = (await page.evaluate(() => window.playground.history())).slice(before + 1);
    if (process.env.E2E_DEBUG) log(`${game}: ${move} then ${JSON.stringify(since)}`);
    if (since.some((m) => m.seat !== null && m.seat !== 0)) {
      answered++;
    }
    if (next !== "turn") {
      log(`${game}: ${next === "over" ? "the game is over" : "the person's seat is out; only bots play on"}`);
      break;
    }
  }
  check(
    clicked >= 2 && answered >= 2,
    `${game}: played ${clicked} moves by clicks, ${typed} typed, ${answered} answered`,
  );
  log(`${game}: ${clicked} moves clicked, ${typed} typed, the bots answered ${answered} times`);
  check(sawThinking > 0, `${game}: the thinking indicator showed while a bot searched`);
  if (game === "batarde-cards") {
    // the person may méchoune during the auction: the bots on turn wait for "Let ... move"
    check(wentOn > wentOnBefore, `${game}: a bot waited for the person's out-of-turn chance`);
    log(`${game}: the bots waited ${wentOn - wentOnBefore} times for the person's out-of-turn chance`);
  }
  check(slowest < 250, `${game}: the page answered within ${slowest} ms while a bot searched`);
  log(
    `${game}: a bot was seen thinking ${sawThinking} times; the page answered within ${slowest} ms meanwhile`,
  );
  // the picture: a piece picked up, its targets highlighted (clicking it again puts it back)
  let picked = null;
  if ((await untilPersonTurn(page, { patience: 20_000 })) === "turn") {
    for (const m of await legalMoves(page)) {
      const parts = await moveParts(page, m);
      if (parts.length >= 2) {
        picked = parts[0];
        break;
      }
    }
  }
  const pieceOf = (name) =>
    page.locator(`#board [role="button"][aria-label="${name.replace(/"/g, '\\"')}"]`).first();
  if (picked !== null) {
    await pieceOf(picked).click();
    const s = await summary(page);
    check(
      s.next.length > 0 && s.choices > 0,
      `${game}: picking ${picked} highlights its targets (${s.next})`,
    );
  }
  await screenshot(page, `${game}.png`);
  if (picked !== null) {
    await pieceOf(picked).click();
    check(
      (await summary(page)).choices === 0 || (await buttonMovesShown(page)),
      `${game}: clicking ${picked} again puts it back`,
    );
  }
  const file = await saveRecord(page, `${game}-against-bots.pgn`);
  replayNatively(file);
  const outOfTurn = readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => /^\d+\. /.test(l) && plyText(l).outOfTurn);
  if (outOfTurn.length > 0) {
    log(`${game}: out-of-turn actions: ${outOfTurn.join(", ")}`);
  }
  log(`${game}: saved record replayed by games replay`);
}

/** The last plies of a native random game, played by clicking from the record of the position before them. */
async function finishFromLatePosition(page, url, game, tail) {
  const dir = mkdtempSync(join(tmpdir(), "playground-records-"));
  execFileSync(gamesBin, ["selfplay", game, "--games", "1", "--seed", "3", "--save", dir], {
    encoding: "utf8",
  });
  const [name] = execFileSync("ls", [dir], { encoding: "utf8" }).trim().split("\n");
  const full = readFileSync(join(dir, name), "utf8");
  rmSync(dir, { recursive: true, force: true });
  const lines = full.trimEnd().split("\n");
  const plies = lines.filter((l) => /^\d+\. /.test(l));
  const tags = lines
    .filter((l) => l.startsWith("["))
    .map((l) => (l.startsWith("[Result ") ? '[Result "*"]' : l));
  const kept = plies.slice(0, plies.length - tail);
  const rest = plies.slice(plies.length - tail).map(plyText);
  check(
    rest.every((m) => !m.text.startsWith("deal ")),
    `${game}: the last ${tail} plies hold no deal`,
  );
  const late = `${tags.join("\n")}\n\n${kept.join("\n")}\n*\n`;

  await newGame(page, url, game, null, () => "person");
  await page
    .getByLabel("Load record")
    .setInputFiles({ name: `${game}-late.pgn`, mimeType: "text/plain", buffer: Buffer.from(late) });
  await page.waitForFunction(() => !document.getElementById("table")?.hidden);
  for (const [i, { text: move, outOfTurn }] of rest.entries()) {
    const state = await untilPersonTurn(page);
    check(state === "turn", `${game}: a person is on turn for ${move}`);
    if (outOfTurn) {
      await page.getByRole("button", { name: move, exact: true }).click();
    } else if (i === rest.length - 2) {
      await typeMove(page, move);
    } else {
      await clickMove(page, move);
    }
  }
  check((await untilPersonTurn(page)) === "over", `${game}: the game is over after the recorded plies`);
  const result = await page.locator("#result").textContent();
  log(`${game}: finished by clicks from a late position: ${result}`);
  const file = await saveRecord(page, `${game}-finished.pgn`);
  const replayed = replayNatively(file);
  const recorded = /\[Result "([^"]+)"\]/.exec(full)?.[1];
  check(
    recorded !== undefined && readFileSync(file, "utf8").includes(`[Result "${recorded}"]`),
    `${game}: the saved record's result is the native game's ${recorded}`,
  );
  check(replayed.length > 0, `${game}: games replay printed the final board`);
  await screenshot(page, `${game}-finished.png`, { readme: false });

  // replay it step by step
  await page.getByRole("button", { name: "Replay", exact: true }).click();
  await page.getByRole("button", { name: "Back one ply" }).click();
  await page.getByRole("button", { name: "Back one ply" }).click();
  const shown = await page.locator("#replay-ply").textContent();
  const [at, total] = (shown ?? "").split(" / ").map(Number);
  check(at === total - 2, `${game}: the replay shows two plies back (${shown})`);
  await page.getByRole("button", { name: "Forward one ply" }).click();
  check(
    (await page.locator("#replay-ply").textContent()) === `${total - 1} / ${total}`,
    `${game}: the replay steps forward`,
  );
  // the game is over: the replay offers every seat's point of view
  const seats = await page.locator("#seat-pickers select").count();
  check(
    (await page.getByLabel("Seen by").locator("option").count()) === seats + 1,
    `${game}: the finished game's replay offers every seat's view`,
  );
  await page.getByLabel("Seen by").selectOption({ index: 1 });
  check(
    (await page.locator("#board").getAttribute("data-seat")) === "0",
    `${game}: the replay draws the first seat's view`,
  );
}

/** Undo keeps the dice: in a game with dice against a bot, the roll after a person's move is the same when
 * the move is taken back and played again. */
async function undoKeepsDice(page, url, game, preset) {
  await newGame(page, url, game, preset, (i) => (i === 0 ? "person" : "quick"));
  await page.getByRole("button", { name: "Play" }).click();
  check((await untilPersonTurn(page)) === "turn", `${game} ${preset}: a person's turn`);
  const plies = () => page.evaluate(() => window.playground.history());
  const before = (await plies()).length;
  const move = (await legalMoves(page))[0];
  await clickMove(page, move);
  check((await untilPersonTurn(page)) === "turn", `${game} ${preset}: the person's turn again`);
  const first = (await plies()).slice(before);
  await page.getByRole("button", { name: "Undo" }).click();
  check((await plies()).length === before, `${game} ${preset}: undo took the person's move back`);
  await clickMove(page, move);
  check((await untilPersonTurn(page)) === "turn", `${game} ${preset}: the person's turn after playing again`);
  const second = (await plies()).slice(before);
  // nature's plies (the rolls) after the person's move are the same
  const rolls = (ps) => ps.filter((m) => m.seat === null).map((m) => m.move);
  check(
    rolls(first).length > 0,
    `${game} ${preset}: dice were rolled after the move (${first.map((m) => m.move).join(" | ")})`,
  );
  check(
    JSON.stringify(rolls(first)) === JSON.stringify(rolls(second)),
    `${game} ${preset}: the same dice after undo (${rolls(first)} / ${rolls(second)})`,
  );
  log(`${game} ${preset}: undo kept the dice ${rolls(first).join(", ")}`);
}

/** Four people at one screen play a La Bâtarde hand with a méchoune: each hand is shown only after the pass
 * screen, and hidden again after the move. */
async function hotSeatHand(page, url) {
  const game = "batarde-cards";
  await newGame(page, url, game, "4p", () => "person");
  await page.getByRole("button", { name: "Play" }).click();
  const labels = () =>
    page.locator("#board [aria-label]").evaluateAll((es) => es.map((e) => e.getAttribute("aria-label")));
  const random = seeded(27);
  let mechoune = false;
  let reveals = 0;
  let handShot = false;
  let firstCardPly = -1;
  for (let step = 0; step < 200; step++) {
    const state = await untilPersonTurn(page, { reveal: false });
    if (state === "over") {
      break;
    }
    const plies = ((await record(page)) ?? "")
      .split("\n")
      .filter((l) => /^\d+\. /.test(l))
      .map(plyText);
    // the hand is over once a new deal follows a card play
    if (firstCardPly >= 0 && plies.slice(firstCardPly).some((p) => p.text.startsWith("deal "))) {
      break;
    }
    if (state === "pass") {
      const hidden = new Set(await labels());
      if (step === 0) {
        await screenshot(page, `${game}-hot-seat-pass.png`);
      }
      await page.click("#reveal");
      const shown = (await labels()).filter((l) => !hidden.has(l));
      check(shown.length > 0, "the revealed view shows the seat's own cards");
      reveals++;
      // a méchoune by another person, as soon as a bid stands to méchoune
      const offers = page.locator("#out-of-turn button", { hasText: "mechoune" });
      if (!mechoune && (await offers.count()) > 0) {
        const offer = (await offers.first().textContent()) ?? "";
        await offers.first().click();
        mechoune = true;
        log(`hot seat: ${offer}`);
        check(((await record(page)) ?? "").includes("mechoune"), "the record holds the méchoune");
        continue;
      }
      if (!handShot) {
        await screenshot(page, `${game}-hot-seat-hand.png`);
        handShot = true;
      }
      const move = await choosePersonMove(page, random);
      if (firstCardPly < 0 && (await moveParts(page, move)).length > 0) {
        firstCardPly = plies.length;
      }
      await clickMove(page, move);
      const after = new Set(await labels());
      check(
        shown.every((l) => !after.has(l)) || (await summary(page)).over,
        "the seat's cards are hidden again after its move",
      );
      continue;
    }
    throw new Error(`hot seat: a person acts without the pass screen (${state})`);
  }
  check(mechoune, "a méchoune was played");
  // mid-game in the hot seat, the replay shows only the public view
  await page.getByRole("button", { name: "Replay", exact: true }).click();
  check(
    (await page.getByLabel("Seen by").locator("option").count()) === 1,
    "the hot seat's replay offers the public view only",
  );
  await page.getByRole("button", { name: "Back one ply" }).click();
  await page.getByRole("button", { name: "Last ply" }).click();
  await page.getByRole("button", { name: "Play on from here" }).click();
  check(await page.locator("#replay-controls").isHidden(), "play goes on after the replay");
  check(firstCardPly >= 0, "the hand's cards were played");
  const file = await saveRecord(page, `${game}-hot-seat.pgn`);
  replayNatively(file);
  log(`hot seat: a hand of ${game} with a méchoune, ${reveals} pass screens, replayed by games replay`);
}

async function main() {
  check(existsSync(join(dist, "index.html")), `no ${dist}/index.html: run npm run build first`);
  check(existsSync(gamesBin), `no games binary at ${gamesBin}: cargo build -p games, or set GAMES_BIN`);
  mkdirSync(out, { recursive: true });
  mkdirSync(shots, { recursive: true });
  const server = await serve(dist);
  const url = `http://127.0.0.1:${server.address().port}/`;
  const profile = mkdtempSync(join(tmpdir(), "playground-chromium-"));
  log(`serving ${dist} at ${url}; Chromium ${browserPath}, profile ${profile}`);
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: browserPath,
    headless: true,
    acceptDownloads: true,
    viewport: { width: 1280, height: 1000 },
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  const consoleErrors = [];
  const speeds = [];
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    page.setDefaultTimeout(30_000);
    page.on("console", (m) => {
      if (m.type() === "error") {
        consoleErrors.push(m.text());
      }
    });
    page.on("pageerror", (e) => consoleErrors.push(String(e)));
    await page.goto(url);
    await page.waitForSelector("#setup:not([hidden])");
    const all = await page.locator("#game option").evaluateAll((os) => os.map((o) => o.value));
    const only = process.env.E2E_GAMES?.split(",");
    const chosen = only ? all.filter((g) => only.includes(g)) : all;
    log(`games: ${chosen.join(", ")}`);
    // a record no game can read is refused with the engine's message, under the form
    await page.getByLabel("Load record").setInputFiles({
      name: "bad.pgn",
      mimeType: "text/plain",
      buffer: Buffer.from(`[Game "${all[0]}"]\n\n1. not-a-move\n*\n`),
    });
    await page.waitForFunction(() => (document.getElementById("setup-error")?.textContent ?? "") !== "");
    log(`a bad record: ${await page.locator("#setup-error").textContent()}`);
    for (const game of chosen) {
      for (const [what, test] of [
        ["against bots", () => againstBots(page, url, game, speeds)],
        ["finish from a late position", () => finishFromLatePosition(page, url, game, 4)],
      ]) {
        try {
          await test();
        } catch (error) {
          failures++;
          log(`FAIL ${game} ${what}: ${error instanceof Error ? error.stack : error}`);
          await screenshot(page, `failure-${game}-${what.replace(/ /g, "-")}.png`, { readme: false }).catch(
            () => {},
          );
        }
      }
    }
    if (chosen.includes("backgammon-nodice")) {
      try {
        await undoKeepsDice(page, url, "backgammon-nodice", "classic-nocube");
      } catch (error) {
        failures++;
        log(`FAIL undo keeps the dice: ${error instanceof Error ? error.stack : error}`);
        await screenshot(page, "failure-undo.png", { readme: false }).catch(() => {});
      }
    }
    if (chosen.includes("batarde-cards")) {
      try {
        await hotSeatHand(page, url);
      } catch (error) {
        failures++;
        log(`FAIL hot seat: ${error instanceof Error ? error.stack : error}`);
        await screenshot(page, "failure-hot-seat.png", { readme: false }).catch(() => {});
      }
    }
  } finally {
    await context.close();
    server.close();
    rmSync(profile, { recursive: true, force: true });
  }
  if (consoleErrors.length > 0) {
    failures++;
    log(`FAIL console errors:\n  ${consoleErrors.join("\n  ")}`);
  }
  console.log("\nThe bot's speed in the browser (Chromium, one Web Worker):");
  for (const line of speeds) {
    console.log(`  ${line}`);
  }
  writeFileSync(join(out, "speeds.txt"), `${speeds.join("\n")}\n`);
  log(failures === 0 ? "all end-to-end tests passed" : `${failures} end-to-end test(s) failed`);
  process.exit(failures === 0 ? 0 : 1);
}

await main();
