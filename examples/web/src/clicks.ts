/**
 * Clicks to moves, for any game: each legal move is made by clicking the board elements its parts name
 * (`State.moveParts`), in order. The names clicked so far select the moves whose parts start with them; the
 * next possible parts are what the board highlights as targets.
 *
 * A complete move that is also the start of a longer one (a capture that may go on, say) is not played at
 * once: the person either clicks on (the longer moves stay selected) or presses the button of the complete
 * move. Two moves with the same parts (a promotion choice, say) are offered as buttons too.
 */

/** A legal move with the names of the elements a person clicks to make it. */
export interface ClickableMove {
  /** The move in notation. */
  move: string;
  /** The names (aria-labels) of the elements clicked to make it, in order; empty when it has none. */
  parts: string[];
}

/** Where a selection stands. */
export interface Selection {
  /** The names clicked so far. */
  clicked: string[];
  /** The moves whose parts start with the clicked names (every move with parts when nothing is clicked). */
  candidates: ClickableMove[];
  /** The names that may be clicked next, in first-seen order. */
  next: string[];
  /** The moves the clicks make exactly (their parts are the clicked names). */
  complete: ClickableMove[];
}

/** What a click does. */
export type ClickResult =
  | { kind: "play"; move: string }
  | { kind: "select"; selection: Selection }
  | { kind: "ignored"; selection: Selection };

function startsWith(parts: string[], prefix: string[]): boolean {
  return prefix.length <= parts.length && prefix.every((name, i) => parts[i] === name);
}

/** The selection made by the names `clicked` among `moves`. */
export function select(moves: ClickableMove[], clicked: string[]): Selection {
  const candidates = moves.filter((m) => m.parts.length > 0 && startsWith(m.parts, clicked));
  const next: string[] = [];
  for (const m of candidates) {
    const name = m.parts[clicked.length];
    if (name !== undefined && !next.includes(name)) {
      next.push(name);
    }
  }
  const complete = candidates.filter((m) => m.parts.length === clicked.length);
  return { clicked, candidates, next, complete };
}

/**
 * The effect of clicking the element named `name` after the names `clicked`: the move played when the clicks
 * now make exactly one move that no longer move continues; otherwise the new selection. Clicking the last
 * clicked element again takes it back; clicking an element that goes nowhere from here starts a new selection
 * with it when some move starts there, and is ignored otherwise.
 */
export function click(moves: ClickableMove[], clicked: string[], name: string): ClickResult {
  const current = select(moves, clicked);
  if (current.next.includes(name)) {
    const selection = select(moves, [...clicked, name]);
    const longer = selection.candidates.length - selection.complete.length;
    const only = selection.complete[0];
    if (selection.complete.length === 1 && longer === 0 && only !== undefined) {
      return { kind: "play", move: only.move };
    }
    return { kind: "select", selection };
  }
  if (clicked.length > 0 && clicked[clicked.length - 1] === name) {
    return { kind: "select", selection: select(moves, clicked.slice(0, -1)) };
  }
  const fresh = select(moves, [name]);
  if (clicked.length > 0 && fresh.candidates.length > 0) {
    const longer = fresh.candidates.length - fresh.complete.length;
    const only = fresh.complete[0];
    if (fresh.complete.length === 1 && longer === 0 && only !== undefined) {
      return { kind: "play", move: only.move };
    }
    return { kind: "select", selection: fresh };
  }
  return { kind: "ignored", selection: current };
}

/** The moves no element click makes (dice pairs, cube actions, bids, passes, votes): offered as buttons. */
export function buttonMoves(moves: ClickableMove[]): string[] {
  return moves.filter((m) => m.parts.length === 0).map((m) => m.move);
}
