/** The messages between the page and the bots' worker. */

import type { BotSpec } from "./seats";

/** The game a request is about: rebuilt in the worker from its record. */
interface About {
  id: number;
  game: string;
  preset: string;
  record: string;
}

/**
 * Asks for a move: `choose`, the move of the bot of `seat` (on turn); `outOfTurn`, the first out-of-turn action
 * one of the bots of `seats` takes now, in their order; `measure`, a one-off search (the speed measure).
 * `session` names the game on the table: the worker keeps each seat's bot (and its search) across the moves
 * of one session.
 */
export type BotRequest =
  | (About & { kind: "choose"; session: number; seat: number; spec: BotSpec })
  | (About & { kind: "outOfTurn"; session: number; seats: { seat: number; spec: BotSpec }[] })
  | (About & { kind: "measure"; spec: BotSpec });

/** The move chosen (`null`: no out-of-turn action) and by whom, with the search's time, or why there is none. */
export type BotReply =
  { id: number; move: string | null; seat: number | null; millis: number } | { id: number; error: string };

/** A request before the client numbers it. */
export type BotTask = BotRequest extends infer R ? (R extends BotRequest ? Omit<R, "id"> : never) : never;
