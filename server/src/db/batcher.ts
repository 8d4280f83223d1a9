/**
 * Group commit for hot statements: calls made while the event loop turns once are gathered
 * and run as one statement (one multi-row INSERT, one `= ANY($1)` look-up), so a burst of N
 * requests costs one round trip and one commit instead of N. Every caller still waits for
 * its own row: nothing is acknowledged before the statement that stores it has committed.
 *
 * `run` gets the inputs in call order and returns one result per input, in the same order.
 * When a batch of several fails, each input is run again alone, so one bad row (a user deleted
 * a moment ago, say) fails only its own caller; the failed statement committed nothing.
 *
 * Gathering defers a call to the end of the turn, after statements other requests of the same
 * turn issue directly. A write that must not overtake calls that arrived before it (revoking a
 * session, for the session look-ups) awaits `flush()` first: it runs what is gathered now and
 * resolves once every batch started so far has settled.
 */
export type Batcher<I, O> = ((input: I) => Promise<O>) & { flush: () => Promise<void> };

export function createBatcher<I, O>(
  run: (inputs: readonly I[]) => Promise<readonly O[]>,
  { maxBatch = 200 }: { maxBatch?: number } = {},
): Batcher<I, O> {
  type Waiter = { input: I; resolve: (output: O) => void; reject: (error: unknown) => void };
  let pending: Waiter[] = [];
  let scheduled = false;

  const running = new Set<Promise<unknown>>();

  const settle = (batch: Waiter[]) => {
    const settled = run(batch.map((waiter) => waiter.input)).then(
      (outputs) => {
        if (outputs.length !== batch.length) {
          const error = new Error(`batch of ${batch.length} returned ${outputs.length} results`);
          for (const waiter of batch) waiter.reject(error);
          return;
        }
        batch.forEach((waiter, i) => waiter.resolve(outputs[i] as O));
      },
      (error: unknown) => {
        if (batch.length === 1) batch[0]?.reject(error);
        else for (const waiter of batch) settle([waiter]);
      },
    );
    running.add(settled);
    void settled.finally(() => running.delete(settled));
  };

  const runPending = () => {
    scheduled = false;
    const batch = pending;
    pending = [];
    if (batch.length > 0) settle(batch);
  };

  const call = (input: I) =>
    new Promise<O>((resolve, reject) => {
      pending.push({ input, resolve, reject });
      if (pending.length >= maxBatch) {
        runPending();
      } else if (!scheduled) {
        scheduled = true;
        // After the I/O callbacks of this turn: every request parsed in it joins the batch.
        setImmediate(runPending);
      }
    });

  const flush = async () => {
    runPending();
    // A failed batch starts its retries before it settles: wait for those too.
    while (running.size > 0) await Promise.allSettled([...running]);
  };

  return Object.assign(call, { flush });
}

/**
 * One value per database handle, made on first use: the batchers of a repository belong to
 * the connection they write through (tests open many).
 */
export function perDatabase<D extends object, T>(create: (db: D) => T): (db: D) => T {
  const made = new WeakMap<D, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = create(db);
      made.set(db, value);
    }
    return value;
  };
}
