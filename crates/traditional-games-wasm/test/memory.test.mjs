// Memory: what JavaScript drops is freed in WebAssembly memory too (a FinalizationRegistry frees it after
// garbage collection), `free()` frees at once, and a freed object refuses to be used with a `GameError`.
// The counts come from the module's test-only `__liveObjects()`: each game, state and bot counts itself up
// when made and down when the Rust side drops it. Run with `node --expose-gc` (as `npm test` does).

import { test } from "node:test";
import assert from "node:assert/strict";

import { Bot, GameError, __liveObjects, bestMove, load } from "../dist/index.js";

const gc = globalThis.gc;
const MANY = 5000;

/** Forces garbage collections, letting the finalizers run between them, until `done()` or `millis` pass. */
async function collectUntil(done, millis = 15000) {
  assert.equal(typeof gc, "function", "run the tests with node --expose-gc (npm test does)");
  const end = performance.now() + millis;
  do {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (done()) return true;
  } while (performance.now() < end);
  return false;
}

/** Makes `n` states of `game` (each with a move played) and drops them all. */
function makeAndDrop(game, n) {
  for (let i = 0; i < n; i++) {
    const state = game.newState();
    state.play(state.legalMoves()[0]);
    state.clone();
  }
}

test("states, games and bots JavaScript drops are freed after garbage collection", async () => {
  const game = load("bashnya", "russian");
  await collectUntil(() => false, 50); // what earlier code dropped, gone first
  const before = __liveObjects();

  const held = Array.from({ length: 100 }, () => game.newState());
  assert.equal(__liveObjects().states, before.states + 100, "each state counts itself");

  makeAndDrop(game, MANY);
  for (let i = 0; i < 200; i++) load("siege-paris");
  for (let i = 0; i < 200; i++) new Bot("bashnya", 1, { kind: "random" });

  const freed = await collectUntil(() => {
    const now = __liveObjects();
    return now.states === before.states + 100 && now.games === before.games && now.bots === before.bots;
  });
  const after = __liveObjects();
  assert.ok(freed, `after garbage collection ${JSON.stringify(after)}, before ${JSON.stringify(before)}`);
  // The states still held were not freed: the count is of live objects, not a counter that only falls.
  assert.equal(after.states, before.states + 100);
  assert.deepEqual(held[99].legalMoves(), game.newState().legalMoves());
  held.length = 0;
  assert.ok(await collectUntil(() => __liveObjects().states === before.states), "the held states, dropped");
});

test("free() frees at once, and a freed object throws GameError when used", () => {
  const game = load("bashnya");
  const before = __liveObjects();
  const state = game.newState();
  state.play(state.legalMoves()[0]);
  const copy = state.clone();
  const bot = new Bot(game, 1, { kind: "random" });
  assert.deepEqual(__liveObjects(), {
    games: before.games,
    states: before.states + 2,
    bots: before.bots + 1,
  });

  state.free();
  bot.free();
  assert.deepEqual(__liveObjects(), { games: before.games, states: before.states + 1, bots: before.bots });
  const freed = /this (state|bot|game) was freed/;
  assert.throws(() => state.legalMoves(), GameError);
  assert.throws(() => state.position(), freed);
  assert.throws(() => state.play("c3-d4"), GameError);
  assert.throws(() => state.clone(), GameError);
  assert.throws(() => bestMove(state, { kind: "random" }), GameError);
  assert.throws(() => bot.choose(copy), GameError);
  assert.throws(() => bot.info, freed);
  state.free(); // freeing again does nothing
  assert.equal(__liveObjects().states, before.states + 1);

  // The copy is its own object: it lives on, and lives on after its game is freed.
  game.free();
  assert.equal(__liveObjects().games, before.games - 1);
  assert.throws(() => game.newState(), GameError);
  assert.throws(() => game.rules, freed);
  assert.equal(copy.history().length, 1);
  copy.free();
  assert.equal(__liveObjects().states, before.states);
});
