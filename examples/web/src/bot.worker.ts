/**
 * The bots' thread: a Web Worker that rebuilds the game from its record and asks the package's bot for a
 * move, so the page never freezes while a bot thinks. The page also uses it to measure a search's speed.
 *
 * The package is imported dynamically, after `onmessage` is set: the package loads its WebAssembly with a
 * top-level await, and a message that reaches a module worker before its handler exists is lost.
 */

import type { BotRequest, BotReply } from "./botProtocol";

const engine = import("traditional-games");
type Engine = Awaited<typeof engine>;
type Game = ReturnType<Engine["load"]>;

const loaded = new Map<string, Game>();

function gameOf(tg: Engine, name: string, preset: string): Game {
  const key = `${name}\u0000${preset}`;
  let game = loaded.get(key);
  if (game === undefined) {
    game = tg.load(name, preset);
    loaded.set(key, game);
  }
  return game;
}

function answer(tg: Engine, request: BotRequest): BotReply {
  const state = gameOf(tg, request.game, request.preset).fromRecord(request.record);
  try {
    const started = performance.now();
    const move = tg.bestMove(state, request.spec);
    return { id: request.id, move, millis: performance.now() - started };
  } finally {
    state.free();
  }
}

self.onmessage = async (event: MessageEvent<BotRequest>) => {
  const request = event.data;
  let reply: BotReply;
  try {
    reply = answer(await engine, request);
  } catch (error) {
    reply = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(reply);
};
