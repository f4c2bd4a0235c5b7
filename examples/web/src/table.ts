/**
 * Whose eyes the board is drawn for. With hidden information and several people at one screen (hot seat), a
 * seat's own cards or objectives are drawn only after a "pass to" screen that seat's person confirms, and the
 * public view is drawn again once the seat has moved. With one person, the board is always that person's
 * view; with none, the public view.
 */

import type { SeatChoice } from "./seats";

/** What the screen shows now. */
export interface TableView {
  /** The seat whose view the board draws; `null`: what every seat may see. */
  seat: number | null;
  /** The seat the screen must be passed to before its hidden view is shown; `null`: no such screen. */
  passTo: number | null;
  /** Whether the on-turn seat's person may click the board now. */
  canAct: boolean;
  /** The seat drawn at the bottom; `null`: the game's default. */
  bottom: number | null;
}

/** The people's seats, in seat order. */
export function people(seats: SeatChoice[]): number[] {
  return seats.flatMap((s, i) => (s.kind === "person" ? [i] : []));
}

/**
 * The view for `onTurn` (the seat to move, `null` at a chance node or the end), given who plays each seat,
 * whether the game hides anything, and the seat whose person last confirmed the pass screen (`revealed`).
 */
export function tableView(
  seats: SeatChoice[],
  hidden: boolean,
  onTurn: number | null,
  revealed: number | null,
): TableView {
  const persons = people(seats);
  const personOnTurn = onTurn !== null && persons.includes(onTurn);
  const bottom = personOnTurn ? onTurn : (persons[0] ?? null);
  if (!hidden) {
    return { seat: null, passTo: null, canAct: personOnTurn, bottom };
  }
  if (persons.length === 1) {
    const seat = persons[0] ?? null;
    return { seat, passTo: null, canAct: personOnTurn, bottom: seat };
  }
  if (personOnTurn && revealed === onTurn) {
    return { seat: onTurn, passTo: null, canAct: true, bottom: onTurn };
  }
  return { seat: null, passTo: personOnTurn ? onTurn : null, canAct: false, bottom };
}
