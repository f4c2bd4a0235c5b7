/** The history as one seat may know it, for the move list and the last move's highlight. */

import type { SeenMove, State } from "traditional-games";

/** The plies `viewer` (`null`: a spectator) may know: a ply hidden from it has `move: null`. */
export function seenHistory(state: State, viewer: number | null): SeenMove[] {
  return state.view(viewer).history;
}
