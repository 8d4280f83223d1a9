import type { User } from '@common/contracts/auth';
import { perDatabase } from './batcher';
import { isSoleWriter, type Db } from './database';

export type LiveSession = { sessionId: string; user: User };

type Entry = { session: LiveSession; untilMs: number };
type Touches = (tokenHash: string, session: LiveSession) => boolean;

// How long a looked-up session is answered from memory, at most: a bound on the harm of a
// write that forgot to go through `change`, not a staleness the design relies on.
const REMEMBER_MS = 60_000;
const MAX_ENTRIES = 10_000;

/**
 * Live sessions by token hash, in front of a database only this process writes (PGlite,
 * decision 018). Every write that ends a session or changes its user runs through `change`,
 * which forgets the entries it touches; a look-up that overlapped such a write remembers
 * nothing, so memory never answers with what the database no longer holds.
 */
export class SessionMemory {
  private readonly entries = new Map<string, Entry>();
  private changes = 0;
  private running = 0;

  /** Taken when a look-up starts and handed to `remember` when it ends. */
  version(): number {
    return this.changes;
  }

  /** The remembered session, as new objects (callers may keep or change theirs). */
  get(tokenHash: string, nowMs: number): LiveSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.untilMs <= nowMs) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return { sessionId: entry.session.sessionId, user: { ...entry.session.user } };
  }

  /** Keeps a session read by a look-up that started at `version`, unless a change overlapped it. */
  remember(
    tokenHash: string,
    session: LiveSession,
    expiresAtMs: number,
    version: number,
    nowMs: number,
  ): void {
    if (version !== this.changes || this.running > 0) return;
    if (this.entries.size >= MAX_ENTRIES && !this.entries.has(tokenHash)) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(tokenHash, {
      session: { sessionId: session.sessionId, user: { ...session.user } },
      untilMs: Math.min(expiresAtMs, nowMs + REMEMBER_MS),
    });
  }

  /** Runs a write that ends sessions or changes users, forgetting the entries `touches` names. */
  async change<T>(write: () => Promise<T>, touches: Touches): Promise<T> {
    this.changes++;
    this.running++;
    this.forget(touches);
    try {
      return await write();
    } finally {
      this.running--;
      this.changes++;
      this.forget(touches);
    }
  }

  private forget(touches: Touches): void {
    for (const [tokenHash, entry] of this.entries) {
      if (touches(tokenHash, entry.session)) this.entries.delete(tokenHash);
    }
  }
}

const memories = perDatabase((_db: Db) => new SessionMemory());

/** The session memory of a database only this process writes; undefined for PostgreSQL. */
export function sessionMemory(db: Db): SessionMemory | undefined {
  return isSoleWriter(db) ? memories(db) : undefined;
}
