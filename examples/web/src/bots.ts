/**
 * The page's side of the bots' worker: one request at a time, answered by a promise. Cancelling (an undo, a
 * new game while a bot thinks) ends the worker and starts a fresh one, so a long search never holds the page.
 */

import type { BotReply, BotRequest, BotTask } from "./botProtocol";

/** A bot search that was cancelled before it answered. */
export class Cancelled extends Error {
  constructor() {
    super("the bot's search was cancelled");
  }
}

/** The bots' worker. */
export class Bots {
  private worker: Worker | null = null;
  private nextId = 1;
  private pending: { id: number; resolve: (r: BotReply) => void; reject: (e: Error) => void } | null = null;

  private start(): Worker {
    if (this.worker === null) {
      const worker = new Worker(new URL("./bot.worker.ts", import.meta.url), { type: "module" });
      worker.onmessage = (event: MessageEvent<BotReply>) => {
        const pending = this.pending;
        if (pending !== null && pending.id === event.data.id) {
          this.pending = null;
          pending.resolve(event.data);
        }
      };
      worker.onerror = (event: ErrorEvent) => {
        const pending = this.pending;
        this.pending = null;
        pending?.reject(new Error(`the bots' worker failed: ${event.message}`));
      };
      this.worker = worker;
    }
    return this.worker;
  }

  /** Whether a search is under way. */
  get busy(): boolean {
    return this.pending !== null;
  }

  /** The worker's answer to `task`: a move (`null`: no out-of-turn action) and its seat, with the search's
   * time in milliseconds. A search under way is cancelled first. */
  think(task: BotTask): Promise<{ move: string | null; seat: number | null; millis: number }> {
    this.cancel();
    const worker = this.start();
    const request = { ...task, id: this.nextId++ } as BotRequest;
    return new Promise((resolve, reject) => {
      this.pending = {
        id: request.id,
        resolve: (reply) => ("error" in reply ? reject(new Error(reply.error)) : resolve(reply)),
        reject,
      };
      worker.postMessage(request);
    });
  }

  /** Stops the search under way, if any: its promise is rejected with [`Cancelled`]. */
  cancel(): void {
    const pending = this.pending;
    if (pending !== null) {
      this.pending = null;
      this.worker?.terminate();
      this.worker = null;
      pending.reject(new Cancelled());
    }
  }
}
