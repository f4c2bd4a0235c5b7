/**
 * The bots' thread: a Web Worker that rebuilds the game from its record and asks the package's bots for a
 * move, so the page never freezes while a bot thinks. Each seat's bot lives as long as the game on the table,
 * keeping its search between moves. The page also uses the worker to measure a search's speed.
 *
 * The package is imported dynamically, after `onmessage` is set: the package loads its WebAssembly with a
 * top-level await, and a message that reaches a module worker before its handler exists is lost.
 */

import type { BotReply, BotRequest } from "./botProtocol";
import type { BotSpec } from "./seats";

const engine = import("traditional-games");
type Engine = Awaited<typeof engine>;
type Game = ReturnType<Engine["load"]>;
type Bot = InstanceType<Engine["Bot"]>;

const loaded = new Map<string, Game>();
let session = -1;
const bots = new Map<number, Bot>();

function gameOf(tg: Engine, name: string, preset: string): Game {
  const key = `${name}\u0000${preset}`;
  let game = loaded.get(key);
  if (game === undefined) {
    game = tg.load(name, preset);
    loaded.set(key, game);
  }
  return game;
}

/** The bot of `seat` in session `id`: the bots of an earlier session are freed. */
function botOf(tg: Engine, id: number, game: Game, seat: number, spec: BotSpec): Bot {
  if (id !== session) {
    bots.forEach((bot) => bot.free());
    bots.clear();
    session = id;
  }
  let bot = bots.get(seat);
  if (bot === undefined) {
    bot = new tg.Bot(game, seat, spec);
    bots.set(seat, bot);
  }
  return bot;
}

function answer(tg: Engine, request: BotRequest): BotReply {
  const game = gameOf(tg, request.game, request.preset);
  const state = game.fromRecord(request.record);
  const started = performance.now();
  const done = (move: string | null, seat: number | null): BotReply => ({
    id: request.id,
    move,
    seat,
    millis: performance.now() - started,
  });
  try {
    switch (request.kind) {
      case "choose":
        return done(botOf(tg, request.session, game, request.seat, request.spec).choose(state), request.seat);
      case "outOfTurn":
        for (const { seat, spec } of request.seats) {
          const move = botOf(tg, request.session, game, seat, spec).outOfTurn(state);
          if (move !== null) {
            return done(move, seat);
          }
        }
        return done(null, null);
      case "measure":
        return done(tg.bestMove(state, request.spec), null);
    }
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
