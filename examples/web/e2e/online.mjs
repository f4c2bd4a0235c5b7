// End-to-end test of "Play online": the native `games serve` with a fresh SQLite file serves dist/ and the game
// server on a free localhost port; three people (three browser contexts of Debian's Chromium, each with its own
// storage) sit at one siege table: one creates the table, the others open its invite link and take the free
// seats from the seat picker. They play a whole game through the server, random legal moves (a few by clicking
// the board, the others by the text box), and the test checks that each page shows only its own seat's view,
// that a closed socket and a reloaded page come back to their seat, that a stale action resyncs, the result on
// every page, and that `games replay` accepts the server's record. Then two people and a bot at a La Bâtarde
// table opened from the lobby's list of public tables: no page's DOM ever holds a card of another seat's hand,
// the other seats' deals are listed as hidden, and an out-of-turn window (when the random hand offers one) is
// taken by its button. No console error may appear.
//
// Usage: npm run build && node e2e/online.mjs   (run by `npm run test:e2e` after e2e/run.mjs)
// Environment: GAMES_BIN (the `games` binary; default ../../target/debug/games), CHROMIUM (default
// /usr/bin/chromium), E2E_OUT (the output folder; default test-output/).

import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const here = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const repo = resolve(here, "..", "..");
const dist = join(here, "dist");
const gamesBin = process.env.GAMES_BIN ?? join(repo, "target", "debug", "games");
const browserPath = process.env.CHROMIUM ?? "/usr/bin/chromium";
const out = resolve(process.env.E2E_OUT ?? join(here, "test-output"));
// The README's pictures are drawn anew only with UPDATE_SCREENSHOTS=1 (they differ from run to run); the output
// folder always gets them.
const readmeShot = (name) =>
  join(process.env.UPDATE_SCREENSHOTS === "1" ? join(here, "screenshots") : out, name);
const started = Date.now();
let failures = 0;

function log(text) {
  console.log(`[online ${((Date.now() - started) / 1000).toFixed(1).padStart(6)}s] ${text}`);
}

function check(condition, text) {
  if (!condition) {
    throw new Error(`check failed: ${text}`);
  }
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

/** Starts `games serve` and waits for its `/health`. */
async function startServer(db) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}/`;
  const child = spawn(gamesBin, ["serve", "--db", db, "--web", dist, "--addr", `127.0.0.1:${port}`], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) {
      throw new Error(`games serve exited ${child.exitCode}`);
    }
    try {
      if ((await fetch(`${base}health`)).ok) {
        return { child, base };
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGTERM");
  throw new Error("games serve did not answer /health within 20 s");
}

function stopServer(child) {
  return new Promise((resolveStop) => {
    if (child.exitCode !== null) {
      resolveStop();
      return;
    }
    child.once("exit", () => resolveStop());
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 5000);
  });
}

/** A small deterministic random generator (the moves are repeatable given the server's chance). */
function seeded(seed) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

/** What a page holds of its table now (without the SVG). */
function brief(page) {
  return page.evaluate(() => {
    const s = window.online.state();
    return s === null
      ? null
      : {
          table: s.table,
          version: s.version,
          seat: s.seat,
          viewSeat: s.view.seat,
          status: s.view.status,
          legal: s.view.legalMoves,
          history: s.view.history.length,
          outcome: s.view.outcome,
          pending: window.online.pending(),
          pageSeat: document.getElementById("online")?.dataset.seat ?? "",
        };
  });
}

/** In one round trip: waits for the seat's state at `version` or later, types a random legal move (`r` in
 * [0, 1) picks it) in the text box, and waits for the server's answer; the history length before, and the
 * page's brief after. */
function quickMove(page, seat, version, r) {
  return page.evaluate(
    async ([seat, version, r]) => {
      const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
      const until = async (what, f) => {
        const end = Date.now() + 30_000;
        while (!f()) {
          if (Date.now() > end) {
            throw new Error(`timed out waiting for ${what}`);
          }
          await sleep(5);
        }
      };
      await until("the seat's state", () => {
        const s = window.online.state();
        return s !== null && s.seat === seat && s.version >= version && !window.online.pending();
      });
      const before = window.online.state();
      const legal = before.view.legalMoves;
      const input = document.getElementById("online-move-text");
      input.value = legal[Math.floor(r * legal.length)];
      document.getElementById("online-move-form").requestSubmit();
      await until(
        "the answer",
        () => window.online.state().version > before.version && !window.online.pending(),
      );
      const s = window.online.state();
      return {
        before: before.view.history.length,
        after: {
          table: s.table,
          version: s.version,
          seat: s.seat,
          viewSeat: s.view.seat,
          status: s.view.status,
          legal: s.view.legalMoves,
          history: s.view.history.length,
          outcome: s.view.outcome,
          pending: window.online.pending(),
          pageSeat: document.getElementById("online")?.dataset.seat ?? "",
        },
      };
    },
    [seat, version, r],
  );
}

/** Waits until the page holds its seat's state at table version `version` or later. */
async function caughtUp(page, seat, version) {
  await page.waitForFunction(
    ([seat, version]) => {
      const s = window.online.state();
      return s !== null && s.seat === seat && s.version >= version && !window.online.pending();
    },
    [seat, version],
    { timeout: 30_000, polling: 20 },
  );
}

async function newPerson(browser, errors, name) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  page.on("console", (m) => {
    if (m.type() === "error") {
      errors.push(`${name}: ${m.text()}`);
    }
  });
  page.on("pageerror", (e) => errors.push(`${name}: ${String(e)}`));
  return { context, page };
}

/** Creates a table in `page` (seat kinds by picker value) and returns its invite link. */
async function createTable(page, base, game, preset, kinds, isPrivate = true) {
  await page.goto(base);
  await page.getByRole("button", { name: "Play online" }).click();
  const online = page.locator("#online");
  await online.getByLabel("Game").selectOption(game);
  await online.getByLabel("Preset").selectOption(preset);
  const pickers = page.locator("#online-seat-kinds select");
  check((await pickers.count()) === kinds.length, `${kinds.length} seat pickers`);
  for (let i = 0; i < kinds.length; i++) {
    await pickers.nth(i).selectOption(kinds[i]);
  }
  await page.getByLabel("Private (joined only by its link)").setChecked(isPrivate);
  await page.getByRole("button", { name: "Create table" }).click();
  await page.waitForSelector("#online-table:not([hidden])");
  await page.waitForFunction(() => window.online.state() !== null);
  const link = await page.locator("#online-link").inputValue();
  check(
    link.includes("#table=") && link.includes("invite=") === isPrivate,
    `the invite link names the table and its invite: ${link}`,
  );
  return link;
}

/** Takes seat `seat` from the seat picker (its "Sit as" button) and waits for the seat's own state. */
async function sit(page, seat) {
  const state = await brief(page);
  check(state !== null && state.seat === null, "before sitting, the page watches");
  const name = await page.evaluate((seat) => window.online.state().seats[seat].name, seat);
  await page
    .locator(`#online-seats li[data-seat="${seat}"]`)
    .getByRole("button", { name: `Sit as ${name}` })
    .click();
  await page.waitForFunction((seat) => window.online.state()?.seat === seat, seat);
}

/** The names of the board's elements with an aria-label, and the page's whole text, for leak checks. */
function pageText(page) {
  return page.evaluate(() => ({
    html: document.documentElement.outerHTML,
    labels: [...document.querySelectorAll("[aria-label]")].map((e) => e.getAttribute("aria-label")),
  }));
}

// ---- three people at a siege table -------------------------------------------------------------------------

async function siegeTable(browser, base, errors, people) {
  const game = "siege-paris";
  for (let i = 0; i < 3; i++) {
    people.push(await newPerson(browser, errors, `P${i}`));
  }
  const pages = people.map((p) => p.page);
  const link = await createTable(pages[0], base, game, "standard", ["person", "person", "person"]);
  log(`table created: ${link}`);
  await sit(pages[0], 0);
  for (const i of [1, 2]) {
    await pages[i].goto(link);
    await pages[i].waitForSelector("#online-table:not([hidden])");
    await pages[i].waitForFunction(() => window.online.state() !== null);
    // the seat picker offers only the free seats
    const offered = await pages[i].locator("#online-seats button").allTextContents();
    check(offered.length === 3 - i, `page ${i} is offered ${3 - i} free seats: ${offered.join(", ")}`);
    await sit(pages[i], i);
  }
  log("three people sit at the table");

  const random = seeded(28);
  let now = await brief(pages[0]);
  let plies = 0;
  let clicked = 0;
  let reconnected = false;
  let reloaded = false;
  let staleSeen = false;
  let tookBack = false;
  const deadline = Date.now() + 240_000;
  while (now.status.kind !== "over") {
    check(Date.now() < deadline, `the game ends within 240 s (${plies} moves so far)`);
    check(now.status.kind === "move", `a seat is on turn (${JSON.stringify(now.status)})`);
    const seat = now.status.seat;
    const page = pages[seat];
    // each page shows its own seat's view: the others' pages offer no move while this seat is on turn
    if (plies % 25 === 0) {
      await caughtUp(page, seat, now.version);
      for (let other = 0; other < 3; other++) {
        await caughtUp(pages[other], other, now.version);
        const b = await brief(pages[other]);
        check(
          b.seat === other && b.viewSeat === other && b.pageSeat === String(other),
          `page ${other} shows seat ${other}'s view`,
        );
        check(
          other === seat ? b.legal.length > 0 : b.legal.length === 0,
          `page ${other} offers moves only on its turn (seat ${seat} is on turn)`,
        );
      }
    }
    if (plies % 40 === 0 || plies < 6) {
      await caughtUp(page, seat, now.version);
      const mine = await brief(page);
      const move = mine.legal[Math.floor(random() * mine.legal.length)];
      const parts = await page.evaluate((m) => window.online.parts(m), move);
      check(parts.length > 0, `${move} is made by clicks`);
      for (const name of parts) {
        await page.locator(`#online-board [aria-label="${name}"]`).first().click();
      }
      // clicks that make two moves (or a move a longer one continues) offer the complete moves as buttons
      const choice = page.locator("#online-choices").getByRole("button", { name: move, exact: true });
      if (
        !(await page.evaluate((v) => window.online.state().version > v, now.version)) &&
        (await choice.count()) > 0
      ) {
        await choice.click();
      }
      await page.waitForFunction(
        (v) => (window.online.state()?.version ?? 0) > v && !window.online.pending(),
        now.version,
        { polling: 20 },
      );
      clicked++;
      const after = await brief(page);
      check(after.history === mine.history + 1, `${move} is in the seat's history`);
      now = after;
    } else {
      const { before, after } = await quickMove(page, seat, now.version, random());
      check(after.history === before + 1, "the move is in the seat's history");
      now = after;
    }
    plies++;

    if (plies === 40 && !tookBack && now.status.kind === "move") {
      // the seat that just moved asks to take it back; the two others agree by their vote buttons
      const before = now;
      await page.getByRole("button", { name: "Ask to take back" }).click();
      await page.waitForFunction(() => window.online.state().vote !== null);
      check(
        (await page.getByRole("button", { name: "Agree to take back" }).count()) === 0,
        "the asker has voted already",
      );
      for (const other of [0, 1, 2].filter((i) => i !== seat)) {
        await pages[other].getByRole("button", { name: "Agree to take back" }).click();
        await pages[other].waitForFunction(() => !window.online.pending());
      }
      await page.waitForFunction(
        (h) => window.online.state().view.history.length < h && window.online.state().vote === null,
        before.history,
      );
      now = await brief(page);
      check(
        now.history === before.history - 1,
        `the take-back took back one ply (${before.history} -> ${now.history})`,
      );
      check(now.status.kind === "move" && now.status.seat === seat, "the asker is on turn again");
      check(now.version > before.version, "the table's version still grows after a take-back");
      tookBack = true;
      log("a take-back vote of the three seats took back a move");
    }
    if (plies === 10 && !staleSeen) {
      // a stale action (an old version) is not played: the page gets a full state and says so
      const next = now.status.kind === "move" ? now.status.seat : 0;
      const p = pages[next];
      await caughtUp(p, next, now.version);
      const b = await brief(p);
      await p.evaluate(
        ([m, v]) =>
          window.online.socket().send(JSON.stringify({ type: "play", id: "stale-1", version: v, move: m })),
        [b.legal[0], b.version - 1],
      );
      await p.waitForFunction(() =>
        (document.getElementById("online-error")?.textContent ?? "").includes("moved on"),
      );
      const after = await brief(p);
      check(after.version === b.version && after.history === b.history, "the stale action changed nothing");
      staleSeen = true;
      log("a stale action was refused and the page resynced");
    }
    if (plies === 50) {
      await pages[0].screenshot({ path: readmeShot("online-siege-paris.png") });
    }
    if (plies === 20 && !reconnected) {
      // a lost connection: the page reconnects by itself and sits at its seat again
      await pages[1].evaluate(() => window.online.socket().close());
      await pages[1].waitForFunction(() =>
        (document.getElementById("online-connection")?.textContent ?? "").startsWith("Connection lost"),
      );
      await pages[1].waitForFunction(
        () => (document.getElementById("online-connection")?.textContent ?? "") === "Connected.",
      );
      await caughtUp(pages[1], 1, now.version);
      reconnected = true;
      log("page 1's socket closed: it reconnected to seat 1");
    }
    if (plies === 30 && !reloaded) {
      // a reloaded page comes back to its seat (the token kept in the tab's storage)
      await pages[2].reload();
      await pages[2].waitForSelector("#online-table:not([hidden])");
      await caughtUp(pages[2], 2, now.version);
      check(
        (await pages[2].locator("#online-seats button", { hasText: "Sit as" }).count()) === 0,
        "no seat picker after the reload",
      );
      reloaded = true;
      log("page 2 reloaded: it came back to seat 2");
      // a new tab of the same browser on the link watches, and offers to return to the seat the browser holds
      const tab = await people[2].context.newPage();
      tab.on("console", (m) => m.type() === "error" && errors.push(`P2 tab: ${m.text()}`));
      tab.on("pageerror", (e) => errors.push(`P2 tab: ${String(e)}`));
      await tab.goto(link);
      await tab.waitForFunction(() => window.online.state() !== null);
      check((await brief(tab)).seat === null, "a new tab watches first");
      const name = await tab.evaluate(() => window.online.state().seats[2].name);
      await tab.getByRole("button", { name: `Return to ${name}` }).click();
      await caughtUp(tab, 2, now.version);
      check((await brief(tab)).viewSeat === 2, "the new tab shows seat 2's view");
      await tab.close();
      log("a new tab of page 2's browser returned to seat 2");
    }
  }
  log(`the game is over after ${plies} moves (${clicked} by clicks): ${JSON.stringify(now.outcome)}`);
  check(
    reconnected && reloaded && staleSeen && tookBack && clicked >= 3,
    "the reconnect, reload, stale and click checks ran",
  );
  for (let i = 0; i < 3; i++) {
    await pages[i].waitForFunction(() =>
      (document.getElementById("online-result")?.textContent ?? "").startsWith("Game over"),
    );
    const moves = await pages[i].locator("#online-moves li").count();
    check(moves === now.history, `page ${i} lists the ${now.history} plies (${moves})`);
  }
  await pages[0].screenshot({ path: join(out, "online-siege-paris.png") });
  const table = now.table;
  const record = await (await fetch(`${base}api/tables/${table}/record`)).text();
  const file = join(out, "online-siege-paris.pgn");
  writeFileSync(file, record);
  const replay = spawnSync(gamesBin, ["replay", file], { encoding: "utf8" });
  check(replay.status === 0, `games replay accepts the server's record: ${replay.stderr.trim()}`);
  log("games replay accepts the server's record");
}

// ---- two people and a bot at a La Bâtarde table: no other seat's hand in a page ----------------------------

async function hiddenCards(browser, base, errors, people) {
  const game = "batarde-cards";
  for (let i = 0; i < 2; i++) {
    people.push(await newPerson(browser, errors, `C${i}`));
  }
  const pages = people.slice(-2).map((p) => p.page);
  const link = await createTable(pages[0], base, game, "3p", ["person", "person", "random"], false);
  await sit(pages[0], 0);
  // a public table is listed in the lobby, and opened from there
  const table = new URL(link).hash.match(/table=([0-9a-f]+)/)[1];
  await pages[1].goto(base);
  await pages[1].getByRole("button", { name: "Play online" }).click();
  await pages[1].getByRole("button", { name: `Open table ${table.slice(0, 8)}` }).click();
  await pages[1].waitForFunction(() => window.online.state() !== null);
  await sit(pages[1], 1);
  const random = seeded(7);
  let checked = 0;
  let outOfTurn = 0;
  let clickedCards = 0;
  const deadline = Date.now() + 60_000;
  for (let step = 0; step < 60; step++) {
    check(Date.now() < deadline, "the hand goes on in time");
    const b0 = await brief(pages[0]);
    const b1 = await brief(pages[1]);
    // seat 0's hand (the cards it may play, when on turn) never appears in seat 1's page, and the reverse,
    // unless that card was played face up (in the page's own history)
    for (const [mine, other, page] of [
      [b0, b1, pages[1]],
      [b1, b0, pages[0]],
    ]) {
      const onTurn = mine.status.kind === "move" && mine.status.seat === mine.seat;
      if (!onTurn) {
        continue;
      }
      const own = (await pageText(mine.seat === 0 ? pages[0] : pages[1])).labels;
      const cards = mine.legal.filter((m) => /^[0-9TJQKA]{1,2}[SHDC]$/.test(m));
      check(
        cards.every((c) => own.includes(c)),
        `seat ${mine.seat}'s own page labels its cards ${cards.join(" ")}`,
      );
      const seen = await page.evaluate(() => window.online.state().view.history.map((m) => m.move));
      const { labels } = await pageText(page);
      for (const card of cards) {
        if (!seen.includes(card)) {
          check(
            !labels.includes(card),
            `seat ${other.seat}'s page shows no ${card} of seat ${mine.seat}'s hand`,
          );
          checked++;
        }
      }
    }
    const over = b0.status.kind === "over";
    if (over) {
      break;
    }
    // an out-of-turn action (a méchoune, say) by its button, while the window is open
    const outside = [b0, b1].find(
      (b) => b.legal.length > 0 && !(b.status.kind === "move" && b.status.seat === b.seat),
    );
    if (outside !== undefined && outOfTurn === 0) {
      const page = pages[outside.seat];
      const buttons = page.locator("#online-out-of-turn button");
      if ((await buttons.count()) > 0) {
        const label = await buttons.first().textContent();
        await buttons.first().click();
        await page.waitForFunction(() => !window.online.pending());
        const taken = await page.evaluate(
          (seat) => window.online.state().view.history.some((m) => m.outOfTurn && m.seat === seat),
          outside.seat,
        );
        if (taken) {
          outOfTurn++;
          log(`an out-of-turn action by its button: ${label}`);
        }
        continue;
      }
    }
    const actor = [b0, b1].find(
      (b) => b.legal.length > 0 && b.status.kind === "move" && b.status.seat === b.seat,
    );
    if (actor === undefined) {
      await pages[0].waitForTimeout(100); // the bot (or nature) is on turn
      continue;
    }
    const page = pages[actor.seat];
    const move = actor.legal[Math.floor(random() * actor.legal.length)];
    // a card is played by clicking it (the parts the server sends with the legal moves), a bid by its button
    const parts = await page.evaluate((m) => window.online.parts(m), move);
    if (parts.length === 1) {
      await page.locator(`#online-board [aria-label="${parts[0]}"]`).first().click();
      clickedCards++;
    } else {
      await page.evaluate((m) => {
        const input = document.getElementById("online-move-text");
        input.value = m;
        document.getElementById("online-move-form").requestSubmit();
      }, move);
    }
    await page.waitForFunction(
      (v) => (window.online.state()?.version ?? 0) > v && !window.online.pending(),
      actor.version,
    );
  }
  const hidden = await pages[0].locator("#online-moves li", { hasText: "(hidden)" }).count();
  check(hidden > 0, "the move list shows other seats' deals as hidden");
  check(checked > 0, "the hands were checked");
  check(clickedCards > 0, "cards were played by clicking them");
  await pages[0].screenshot({ path: join(out, "online-batarde-cards.png") });
  await pages[0].screenshot({ path: readmeShot("online-batarde-cards.png") });
  log(
    `La Bâtarde: ${checked} cards of a seat's hand checked absent from the other page; ${hidden} hidden plies listed; ${clickedCards} cards played by clicks; ${outOfTurn} out-of-turn action(s) by a button (when the hand offered a window)`,
  );
}

async function main() {
  check(existsSync(join(dist, "index.html")), "dist/ is built (npm run build)");
  check(existsSync(gamesBin), `${gamesBin} exists (cargo build -p games, or GAMES_BIN)`);
  mkdirSync(out, { recursive: true });
  const dir = mkdtempSync(join(tmpdir(), "playground-online-"));
  const { child, base } = await startServer(join(dir, "games.sqlite"));
  log(`games serve at ${base}`);
  const browser = await chromium.launch({
    executablePath: browserPath,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-sync",
    ],
  });
  const errors = [];
  const people = [];
  try {
    for (const [what, test] of [
      ["three people at a siege table", () => siegeTable(browser, base, errors, people)],
      ["hidden cards at a La Bâtarde table", () => hiddenCards(browser, base, errors, people)],
    ]) {
      try {
        await test();
      } catch (error) {
        failures++;
        log(`FAIL ${what}: ${error instanceof Error ? error.stack : error}`);
        for (const [i, p] of people.entries()) {
          await p.page.screenshot({ path: join(out, `failure-online-${i}.png`) }).catch(() => {});
        }
      }
    }
  } finally {
    for (const p of people) {
      await p.context.close().catch(() => {});
    }
    await browser.close();
    await stopServer(child);
    rmSync(dir, { recursive: true, force: true });
  }
  if (errors.length > 0) {
    failures++;
    log(`FAIL console errors:\n  ${errors.join("\n  ")}`);
  }
  log(failures === 0 ? "all online end-to-end tests passed" : `${failures} online end-to-end test(s) failed`);
  process.exit(failures === 0 ? 0 : 1);
}

await main();
