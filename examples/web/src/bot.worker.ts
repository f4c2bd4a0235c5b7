/**
 * The bots' thread: a Web Worker that rebuilds the game from its record and asks the package's bot for a
 * move, so the page never freezes while a bot thinks. It also measures a search's speed on request.
 */

import { bestMove, load, type Game } from "traditional-games";
import type { BotRequest, BotReply } from "./botProtocol";

const loaded = new Map<string, Game>();

function gameOf(name: string, preset: string): Game {
  const key = `${name}\u0000${preset}`;
  let game = loaded.get(key);
  if (game === undefined) {
    game = load(name, preset);
    loaded.set(key, game);
  }
  return game;
}

function answer(request: BotRequest): BotReply {
  const state = gameOf(request.game, request.preset).fromRecord(request.record);
  try {
    const started = performance.now();
    const move = bestMove(state, request.spec);
    return { id: request.id, move, millis: performance.now() - started };
  } finally {
    state.free();
  }
}

self.onmessage = (event: MessageEvent<BotRequest>) => {
  const request = event.data;
  let reply: BotReply;
  try {
    reply = answer(request);
  } catch (error) {
    reply = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(reply);
};
