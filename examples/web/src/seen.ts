/** The history as one seat may know it, for the move list and the last move's highlight. */

import type { State } from "traditional-games";

/** One ply as a seat may know it: `move` is `null` when it is hidden from the seat. */
export interface SeenPly {
  seat: number | null;
  outOfTurn: boolean;
  move: string | null;
}

type Viewing = { view?: (seat: number | null) => { history: SeenPly[] } };

/**
 * The plies `viewer` (`null`: a spectator) may know, from the package's `view(seat)`. A package without it
 * shows games with hidden information conservatively: only the viewer's own moves.
 */
export function seenHistory(state: State, viewer: number | null, hidden: boolean): SeenPly[] {
  const view = (state as unknown as Viewing).view;
  if (typeof view === "function") {
    return view.call(state, viewer).history;
  }
  const all = state.history();
  return hidden ? all.map((m) => (m.seat !== null && m.seat === viewer ? m : { ...m, move: null })) : all;
}
