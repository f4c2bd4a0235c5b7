// A seat's view holds nothing the seat may not see. For every hidden-information game and preset, at every
// step of seeded random games, each seat's `view(seat)` (and the spectator's) is checked against the true
// state, read from the full position string:
// - La Bâtarde: no card still held by another seat appears anywhere in the view (picture, legal moves,
//   the history of this hand); the spectator sees no held card at all.
// - Il Bastardo's tarot variant: the objectives shown for another seat are only its declared (or reached)
//   ones.
// Every view: the position string is withheld, the legal moves are the seat's own, and the history shows a
// ply only where the full history has it.

import { test } from "node:test";
import assert from "node:assert/strict";

import { games, load } from "../dist/index.js";

const hidden = games().filter((g) => g.hiddenInformation);
const STEPS = 260;

/** Whether `token` (a card) occurs in `text` as a whole card name (`CatC` is not in `CatC*`). */
function mentions(text, token) {
  const escaped = token.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![A-Za-z0-9*])${escaped}(?![A-Za-z0-9*])`).test(text);
}

/** La Bâtarde: the cards each seat holds, from the hand string's field 4 (per seat `/`, cards `.`). */
function heldCards(position, seats) {
  const hand = position.split(" | ")[1];
  if (hand === undefined) return null; // the first dealer is being drawn: nobody holds cards
  const field = hand.split(" ")[4];
  const perSeat = field.split("/");
  assert.equal(perSeat.length, seats);
  return perSeat.map((cards) => (cards === "-" ? [] : cards.split(".")));
}

/** The tarot variant: each seat's objectives `{ card, declared }`, from the game string's seat fields. */
function objectives(position) {
  const fields = position.split(" | ")[1].split(" ");
  return fields.slice(4, 8).map((seat) => {
    const goals = seat.split("/")[2];
    if (goals === "-") return [];
    // `!` declared, `*` reached: both are open to the table (the game crate's observation shows a reached
    // objective, as its owner scores it).
    return goals.split(".").map((goal) => ({ card: goal.replace(/[!*]/g, ""), declared: /[!*]/.test(goal) }));
  });
}

/** The objectives a tarot picture shows for the seat named `name`: each shown card, `?` for a secret one. */
function shownObjectives(picture, name) {
  const line = picture.split("\n").find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name} (you):`));
  if (line === undefined) return [];
  const at = line.indexOf("objectives ");
  if (at < 0) return [];
  const list = line.slice(at + "objectives ".length).split(";")[0];
  return list
    .replace(/\([^)]*\)/g, "")
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s.length > 0 && s !== "none yet");
}

function checkBatarde(state, view, seat, what) {
  const held = heldCards(state.position(), state.seats.length);
  if (held === null) return 0;
  // A card of this hand may have been played in an earlier hand (the pack is dealt again): the history
  // is checked from this hand's deal on.
  const full = state.history();
  let start = 0;
  full.forEach((ply, i) => {
    if (ply.move.startsWith("deal ") && (i === 0 || !full[i - 1].move.startsWith("deal "))) start = i;
  });
  const text = JSON.stringify({ ...view, history: view.history.slice(start) });
  let checked = 0;
  held.forEach((cards, owner) => {
    if (owner === seat) {
      // The control: the seat's own cards do show, so the search for card names finds what is there.
      for (const card of cards) assert.ok(mentions(text, card), `${what}: own ${card} missing`);
      return;
    }
    for (const card of cards) {
      assert.ok(!mentions(text, card), `${what}: ${card} of ${state.seats[owner]} shows in the view`);
      checked++;
    }
  });
  return checked;
}

function checkTarot(state, view, seat, what) {
  const goals = objectives(state.position());
  let checked = 0;
  goals.forEach((held, owner) => {
    if (owner === seat) return;
    const declared = held.filter((g) => g.declared).map((g) => g.card);
    for (const shown of shownObjectives(view.picture, state.seats[owner])) {
      assert.ok(shown === "?" || declared.includes(shown), `${what}: ${state.seats[owner]}'s ${shown} shown`);
    }
    checked += held.filter((g) => !g.declared).length;
  });
  return checked;
}

for (const info of hidden) {
  for (const preset of info.presets) {
    test(`${info.name} ${preset.name}: no seat's view shows what it may not see`, () => {
      const check = info.name === "batarde-cards" ? checkBatarde : checkTarot;
      let secrets = 0;
      for (const seed of [1, 2]) {
        const state = load(info.name, preset.name).newState();
        state.playRandom(seed);
        for (let step = 0; step < STEPS && state.status().kind !== "over"; step++) {
          const full = state.history();
          for (const seat of [...state.seats.keys(), null]) {
            const view = state.view(seat);
            const what = `${preset.name} seed ${seed} ply ${full.length} seat ${seat}`;
            assert.equal(view.position, null, what);
            assert.equal(view.version, full.length);
            assert.deepEqual(view.legalMoves, seat === null ? [] : state.legalMovesOf(seat), what);
            view.history.forEach((ply, i) => {
              assert.equal(ply.seat, full[i].seat, what);
              if (ply.move !== null) assert.equal(ply.move, full[i].move, what);
            });
            secrets += check(state, view, seat, what);
          }
          state.playRandom();
        }
      }
      // The check has secrets to guard: the views above were not vacuously clean.
      assert.ok(secrets > 100, `${info.name} ${preset.name}: only ${secrets} secrets checked`);
    });
  }
}
