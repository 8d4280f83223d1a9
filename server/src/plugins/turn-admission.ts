import type { FastifyInstance } from 'fastify';

/** Requests started in one event-loop turn before the rest wait for the next turns. */
export const DEFAULT_REQUESTS_PER_TURN = 16;

/**
 * Starts at most `perTurn` requests in each event-loop turn; the others wait, in arrival order,
 * for the following turns. libuv (1.45+) accepts one new connection per turn, and a turn that
 * ran every ready request of 200 busy connections (the embedded database answers inside the
 * turn) took over 100 ms: new connections then waited seconds in the accept queue and clients
 * timed out. Bounding the work of a turn keeps turns short, so connections are accepted within
 * milliseconds while the same requests are served at the same rate (decision 016).
 */
export function createTurnAdmission(perTurn: number) {
  const waiting: Array<() => void> = [];
  let head = 0;
  let startedThisTurn = 0;
  let turnScheduled = false;

  // Runs in the check phase: a new turn begins, and the waiting requests start first.
  const nextTurn = () => {
    startedThisTurn = 0;
    while (startedThisTurn < perTurn && head < waiting.length) {
      startedThisTurn += 1;
      const start = waiting[head] as () => void;
      waiting[head] = noop;
      head += 1;
      start();
    }
    // Under steady load the queue may never empty: drop the started entries now and then.
    if (head === waiting.length || head >= COMPACT_AFTER) {
      waiting.splice(0, head);
      head = 0;
    }
    // Scheduled from the check phase, the next call runs one turn later: requests arriving
    // in between count against the turn the released ones started in.
    turnScheduled = startedThisTurn > 0;
    if (turnScheduled) setImmediate(nextTurn);
  };

  return {
    /** Calls `start` now if this turn has room, else in a later turn. */
    admit(start: () => void): void {
      if (!turnScheduled) {
        turnScheduled = true;
        setImmediate(nextTurn);
      }
      if (startedThisTurn < perTurn && head === waiting.length) {
        startedThisTurn += 1;
        start();
      } else {
        waiting.push(start);
      }
    },
    /** Requests waiting for a turn. */
    waiting: () => waiting.length - head,
    /** Entries the queue holds, started ones not yet dropped included. */
    held: () => waiting.length,
  };
}

const noop = () => {};
/** Started entries kept at the head of the queue before they are dropped in one splice. */
const COMPACT_AFTER = 1024;

export function registerTurnAdmission(app: FastifyInstance, perTurn = DEFAULT_REQUESTS_PER_TURN) {
  const admission = createTurnAdmission(perTurn);
  app.addHook('onRequest', (_request, _reply, done) => admission.admit(() => done()));
  return admission;
}
