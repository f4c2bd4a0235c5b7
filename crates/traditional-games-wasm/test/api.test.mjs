// The package's API over every game: the registry's listing, states and their history, chance, outcomes,
// records, observations, pictures and their clickable parts, random play, clones, and the bots of every seat
// kind (time budgets included: there is no `std::time::Instant` on wasm32).

import { test } from "node:test";
import assert from "node:assert/strict";

import { Bot, GameError, bestMove, games, load } from "../dist/index.js";

const all = games();

/** The clickable elements' names of an SVG picture. */
function clickable(svg) {
  return [...svg.matchAll(/role="button"[^>]*aria-label="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, "&"));
}

test("games() lists every game with presets, seats and its facts", () => {
  assert.ok(all.length >= 6);
  for (const info of all) {
    assert.equal(info.presets[0].name, info.defaultPreset);
    for (const preset of info.presets) {
      const game = load(info.name, preset.name);
      assert.deepEqual(game.seats, preset.seats, `${info.name} ${preset.name}`);
      assert.equal(game.name, info.name);
      assert.equal(game.preset, preset.name);
      game.free();
    }
    assert.equal(load(info.name).preset, info.defaultPreset);
  }
  const byName = Object.fromEntries(all.map((g) => [g.name, g]));
  assert.equal(byName["batarde-cards"].hiddenInformation, true);
  assert.equal(byName["batarde-cards"].outOfTurnActions, true);
  assert.equal(byName["bastardo-obiettivi"].hiddenInformation, true);
  assert.equal(byName["bashnya"].hiddenInformation, false);
});

test("a random game of every preset: status, moves, actions, chance, parts, outcome, record, undo", () => {
  for (const info of all) {
    for (const preset of info.presets) {
      const game = load(info.name, preset.name);
      const state = game.newState();
      state.playRandom(5);
      let plies = 1;
      for (; plies < 400 && state.status().kind !== "over"; plies++) {
        const status = state.status();
        const moves = state.legalMoves();
        assert.equal(state.legalActions().length, moves.length);
        if (status.kind === "chance") {
          const outcomes = state.chanceOutcomes();
          assert.deepEqual(
            outcomes.map(([mv]) => mv),
            moves,
          );
          const total = outcomes.reduce((sum, [, p]) => sum + p, 0);
          assert.ok(Math.abs(total - 1) < 1e-9, `${info.name}: chance sums to ${total}`);
        } else {
          assert.equal(status.kind, "move");
          assert.deepEqual(state.chanceOutcomes(), []);
          assert.deepEqual(state.legalMovesOf(status.seat).slice(0, moves.length).sort(), [...moves].sort());
          if (plies % 7 === 0) {
            const labels = clickable(state.svg({ seat: status.seat }));
            for (const mv of moves) {
              for (const part of state.moveParts(mv)) assert.ok(labels.includes(part), `${mv}: ${part}`);
            }
          }
        }
        state.playRandom();
      }
      const history = state.history();
      assert.equal(history.length, plies);
      if (state.status().kind === "over") {
        const outcome = state.outcome();
        assert.equal(outcome.scores.length, game.seats.length);
        assert.ok(["Rank", "Points", "PenaltyPoints"].includes(outcome.kind));
      } else {
        assert.equal(state.outcome(), null);
      }
      // The record reads back to the same state; undo takes plies back without drawing again.
      assert.equal(game.fromRecord(state.record()).position(), state.position());
      const before = state.clone();
      const last = history.at(-1);
      before.undo();
      assert.equal(before.history().length, plies - 1);
      if (last.seat === null) before.play(last.move);
      else before.playAs(last.seat, last.move);
      assert.equal(before.position(), state.position(), `${info.name} ${preset.name}: undo and replay`);
      // A position string reads back (its history then starts there).
      if (!info.hiddenInformation || state.status().kind !== "over") {
        assert.equal(game.fromPosition(state.position()).position(), state.position());
      }
      state.free();
      before.free();
    }
  }
});

test("playRandom is reproducible from its seed; clones are independent", () => {
  const a = load("siege-paris").newState();
  const b = load("siege-paris").newState();
  const first = a.playRandom(42);
  assert.equal(b.playRandom(42), first);
  for (let i = 0; i < 30; i++) assert.equal(a.playRandom(), b.playRandom());
  const copy = a.clone();
  a.playRandom();
  assert.notEqual(copy.history().length, a.history().length);
  assert.equal(copy.history().length + 1, a.history().length);
});

test("observation tensors have the shape's length and differ between seats where they should", () => {
  for (const info of all) {
    const state = load(info.name).newState();
    while (state.status().kind === "chance") state.playRandom(1);
    const size = state.observationShape().reduce((p, d) => p * d, 1);
    for (let seat = 0; seat < state.seats.length; seat++) {
      const tensor = state.observation(seat);
      assert.ok(tensor instanceof Float32Array);
      assert.equal(tensor.length, size, info.name);
    }
  }
});

test("svg options: seat, bottom, highlights, coordinates, size, idPrefix", () => {
  const state = load("bashnya", "russian").newState();
  const plain = state.svg();
  assert.ok(plain.startsWith("<svg"));
  assert.ok(plain.includes('aria-label="c3"'));
  const styled = state.svg({ size: 300, idPrefix: "left-", highlights: [{ name: "c3", kind: "selected" }] });
  assert.ok(styled.includes('width="300"'));
  assert.ok(styled.includes('id="left-sq-c3"'));
  assert.ok(styled.includes('class="selected"'));
  assert.notEqual(state.svg({ coordinates: false }), plain);
  assert.notEqual(state.svg({ bottom: 1 }), plain);
  assert.equal(state.svg({ seat: null }), plain);
});

test("moveParts names the notation's elements: a draughts capture, a card", () => {
  const draughts = load("bashnya", "russian").fromPosition("W:russian:0:c3=w,d4=b,f6=b");
  assert.deepEqual(draughts.legalMoves(), ["c3:e5:g7"]);
  assert.deepEqual(draughts.moveParts("c3:e5:g7"), ["c3", "e5", "g7"]);
  const cards = load("batarde-cards").newState();
  while (cards.status().kind === "chance") {
    assert.deepEqual(cards.moveParts(cards.legalMoves()[0]), []);
    cards.playRandom(3);
  }
  for (const mv of cards.legalMoves()) assert.deepEqual(cards.moveParts(mv), [mv]);
});

test("every seat kind of the command line chooses a legal move where it fits", () => {
  const kinds = ["random", "mcts", "ismcts", "alphabeta", "pmcts", "pismcts", "bot"];
  for (const info of all) {
    const state = load(info.name).newState();
    while (state.status().kind === "chance") state.playRandom(2);
    let played = 0;
    for (const kind of kinds) {
      const budget = kind === "alphabeta" ? { iterations: 2 } : kind === "random" ? {} : { iterations: 60 };
      let mv;
      try {
        mv = bestMove(state, { kind, seed: 9, ...budget });
      } catch (error) {
        // A search that does not fit the game says why (mcts on hidden cards, alpha-beta on four seats).
        assert.ok(error instanceof GameError, `${info.name} ${kind}: ${error}`);
        continue;
      }
      assert.ok(state.legalMoves().includes(mv), `${info.name} ${kind}: ${mv}`);
      assert.equal(bestMove(state, { kind, seed: 9, ...budget }), mv, `${info.name} ${kind}: reproducible`);
      played++;
    }
    assert.ok(played >= 3, `${info.name}: ${played} seat kinds played`);
  }
});

test("a time budget is kept on wasm32", () => {
  const state = load("bashnya").newState();
  const started = performance.now();
  const mv = bestMove(state, { kind: "mcts", millis: 150 });
  const took = performance.now() - started;
  assert.ok(state.legalMoves().includes(mv));
  assert.ok(took >= 140 && took < 1500, `took ${took} ms`);
  assert.ok(state.legalMoves().includes(bestMove(state, { kind: "bot:0.1s" })));
});

test("free() releases an object; using it afterwards throws", () => {
  const state = load("bashnya").newState();
  state.free();
  assert.throws(() => state.legalMoves(), GameError);
});

test("a Bot plays its seat through a game, keeps its search and offers out-of-turn actions", () => {
  const state = load("batarde-cards", "4p").newState();
  const bots = state.seats.map(
    (_, seat) => new Bot(state, seat, { kind: "ismcts", iterations: 30, seed: 1 }),
  );
  state.playRandom(4);

  for (let ply = 0; ply < 120 && state.status().kind !== "over"; ply++) {
    for (const bot of bots) {
      const action = bot.outOfTurn(state);
      if (action !== null) {
        assert.ok(state.legalMovesOf(bot.seat).includes(action), action);
      }
    }
    const status = state.status();
    if (status.kind === "move") {
      const mv = bots[status.seat].choose(state);
      assert.ok(state.legalMoves().includes(mv), mv);
      assert.ok(bots[status.seat].info.includes("iterations"), bots[status.seat].info);
      state.play(mv);
    } else {
      state.playRandom();
    }
  }
  const draughts = load("bashnya").newState();
  const black = new Bot("bashnya", 1, { kind: "mcts", iterations: 50 });
  assert.throws(() => black.choose(draughts), GameError, "White is on turn");
  assert.throws(() => black.choose(state), GameError, "another game's state");
  assert.throws(() => new Bot("bashnya", 0, { kind: "nope" }), GameError);
  assert.throws(() => new Bot("nosuch", 0, { kind: "mcts" }), GameError);
  const white = new Bot(draughts, 0, { kind: "mcts", iterations: 50, seed: 3 });
  for (let i = 0; i < 6; i++) {
    const bot = i % 2 === 0 ? white : black;
    draughts.play(bot.choose(draughts));
  }
  assert.equal(draughts.history().length, 6);
  white.free();
});
