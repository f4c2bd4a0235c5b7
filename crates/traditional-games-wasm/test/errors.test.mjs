// Every refusal of the engine reaches JavaScript as a `GameError` (a subclass of `Error`) carrying the
// engine's message: unknown game, bad preset, bad position, bad record, illegal move, wrong seat, undo too
// far, bad options. Where the native command line refuses the same input, its message holds the same reason.

import { test } from "node:test";
import assert from "node:assert/strict";

import { GameError, bestMove, load } from "../dist/index.js";
import { gamesBinary, refusal } from "./native.mjs";

/** Asserts that `call` throws a GameError whose message contains every one of `parts`; its message. */
function refused(call, ...parts) {
  let caught;
  assert.throws(call, (error) => {
    caught = error;
    return error instanceof GameError && error instanceof Error && error.name === "GameError";
  });
  for (const part of parts) assert.ok(caught.message.includes(part), `"${caught.message}" lacks "${part}"`);
  return caught.message;
}

const binary = gamesBinary();

test("an unknown game names the known ones, as the native tool does", () => {
  const message = refused(() => load("nosuch"), "nosuch", "bashnya", "batarde-cards");
  const known = message.slice(message.indexOf("known: "));
  assert.ok(refusal(binary, ["moves", "nosuch"]).includes(known.replace(/\)$/, "")));
});

test("a bad preset names the game's presets", () => {
  refused(() => load("bashnya", "nope"), "nope", "bashni, fogliaccio, russian, lasca, stavropol");
});

test("a bad position gives the game crate's reason, as the native tool does", () => {
  const message = refused(() => load("bashnya").fromPosition("garbage"), "not a bashnya position");
  const reason = message.slice(message.indexOf(": ") + 2);
  assert.ok(refusal(binary, ["moves", "bashnya", "--position", "garbage"]).includes(reason));
  refused(() => load("bashnya", "russian").fromPosition("W:bashni:0:c3=w"), "bashni", "russian");
});

test("a bad record: not a record, another game, an illegal ply", () => {
  const game = load("bashnya", "russian");
  refused(() => game.fromRecord("nonsense"), "not a game record");
  const other = load("siege-paris").newState().record();
  refused(() => game.fromRecord(other), "siege-paris", "bashnya");
  const state = game.newState();
  state.play(state.legalMoves()[0]);
  const illegal = state.record().replace(/1\. (\S+)/, "1. a1-b2");
  refused(() => game.fromRecord(illegal), "a1-b2");
  const otherRules = load("bashnya", "lasca").newState().record();
  refused(() => game.fromRecord(otherRules), "lasca", "russian");
});

test("an illegal move, a malformed one, a move of the wrong seat", () => {
  const state = load("bashnya", "russian").newState();
  refused(() => state.play("a1-b2"), "a1-b2", "occupied");
  refused(() => state.play("zz"), "zz", "malformed");
  // Black's move while White is on turn, asked as Black.
  refused(() => state.playAs(1, "b6-a5"), "b6-a5");
  refused(() => state.playAs(7, "c3-d4"), "no seat 7");
  // White's move, played as Black.
  refused(() => state.playAs(1, "c3-d4"), "c3-d4", "seat 1 may not act now");
  // A card game: a bid by a seat that is not on turn; nature's deal played by hand when no deal is due.
  const cards = load("batarde-cards", "4p").newState();
  cards.playRandom(1);
  while (cards.status().kind !== "move") cards.playRandom();
  const other = (cards.status().seat + 1) % cards.seats.length;
  refused(() => cards.playAs(other, cards.legalMoves()[0]), `seat ${other} may not act now`);
  assert.equal(state.position(), load("bashnya", "russian").newState().position(), "nothing was played");
});

test("undo too far", () => {
  const state = load("bashnya").newState();
  state.play(state.legalMoves()[0]);
  refused(() => state.undo(2), "cannot take back 2 plies", "1 played");
  state.undo();
  refused(() => state.undo(), "cannot take back 1 plies", "0 played");
});

test("bad options: seats, SVG options, bot kinds and budgets", () => {
  const state = load("bashnya").newState();
  refused(() => state.legalMovesOf(2), "no seat 2");
  refused(() => state.observation(-1), "no seat -1");
  refused(() => state.svg({ seat: 5 }), "seat", "no seat 5");
  refused(() => state.svg({ size: 0 }), "size");
  refused(() => state.svg({ colour: "red" }), "no svg option `colour`");
  refused(() => state.svg({ highlights: [{ name: "c3", kind: "glow" }] }), "glow");
  refused(() => state.moveParts("zz"), "zz");
  refused(() => bestMove(state, { kind: "nope" }), "no bot `nope`");
  refused(() => bestMove(state, { kind: "mcts", iterations: 0 }), "iterations");
  refused(() => bestMove(state, { kind: "mcts", iterations: 5, millis: 5 }), "one budget");
  refused(() => bestMove(state, { kind: "mcts:abc" }), "budget");
  refused(() => bestMove(state, { kind: "mcts", seed: -1 }), "seed");
  refused(() => state.playRandom(-1), "seed");
  refused(() => state.playRandomGame(1.5), "seed");
});

test("bots refuse what does not fit: hidden cards for mcts, no seat on turn", () => {
  const cards = load("batarde-cards").newState();
  refused(() => bestMove(cards, { kind: "mcts" }), "no seat is on turn");
  while (cards.status().kind === "chance") cards.playRandom();
  refused(() => bestMove(cards, { kind: "mcts" }), "hidden");
  refused(() => bestMove(load("backgammon-nodice", "classic").newState(), { kind: "alphabeta:2" }));
  const over = load("bashnya").newState();
  over.playRandomGame(1);
  assert.equal(over.status().kind, "over");
  refused(() => bestMove(over, { kind: "bot" }), "over");
});
