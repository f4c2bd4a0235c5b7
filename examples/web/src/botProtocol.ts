/** The messages between the page and the bots' worker. */

import type { BotSpec } from "./seats";

/** Asks for the move `spec` chooses in the state the record describes (its seat is the one on turn). */
export interface BotRequest {
  id: number;
  game: string;
  preset: string;
  record: string;
  spec: BotSpec;
}

/** The move chosen and how long the search took, or why there is none. */
export type BotReply = { id: number; move: string; millis: number } | { id: number; error: string };
