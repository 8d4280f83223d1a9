import type { Db } from './database';

// The embedded database serves every connection from its one session (decision 021): a name
// prepared on one connection would clash there with the same name prepared on another.
const oneSession = new WeakSet<Db>();

/** Marks a database whose connections share one session: its statements stay unnamed. */
export function markOneSession(db: Db): void {
  oneSession.add(db);
}

type Preparable<P> = { prepare(name: string): P };

/**
 * A hot statement built once per database handle and prepared under `name`, so `pg` sends its
 * text once per connection and PostgreSQL parses and plans it once there instead of on every
 * call (docs/performance.md, "What bounds the figures"). On the embedded database it is built
 * once and sent unnamed.
 */
export function preparedPerDatabase<P>(
  name: string,
  build: (db: Db) => Preparable<P>,
): (db: Db) => P {
  const statements = new WeakMap<Db, P>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db).prepare(oneSession.has(db) ? '' : name);
      statements.set(db, statement);
    }
    return statement;
  };
}
