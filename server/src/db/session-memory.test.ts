import { describe, expect, it } from 'vitest';
import { SessionMemory, type LiveSession } from './session-memory';

const session = (userId: string, sessionId = `s-${userId}`): LiveSession => ({
  sessionId,
  user: {
    id: userId,
    username: `user-${userId}`,
    email: `${userId}@example.com`,
    nationality: 'Unknown',
    destination: 'Unknown',
    visaType: 'Tourist',
    createdAt: '2026-11-01T00:00:00.000Z',
  },
});

const NOW = 1_000_000;

describe('SessionMemory', () => {
  it('answers a remembered session with new objects each time', () => {
    const memory = new SessionMemory();
    memory.remember('h1', session('u1'), NOW + 3_600_000, memory.version(), NOW);
    const first = memory.get('h1', NOW);
    const second = memory.get('h1', NOW);
    expect(first).toEqual(session('u1'));
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
    expect(second?.user).not.toBe(first?.user);
    expect(memory.get('h2', NOW)).toBeUndefined();
  });

  it('forgets a session at its expiry, and after a minute at most', () => {
    const memory = new SessionMemory();
    memory.remember('soon', session('u1'), NOW + 5_000, memory.version(), NOW);
    memory.remember('later', session('u2'), NOW + 3_600_000, memory.version(), NOW);
    expect(memory.get('soon', NOW + 4_999)).toBeDefined();
    expect(memory.get('soon', NOW + 5_000)).toBeUndefined();
    expect(memory.get('later', NOW + 59_999)).toBeDefined();
    expect(memory.get('later', NOW + 60_000)).toBeUndefined();
  });

  it('remembers nothing from a look-up that overlapped a change', async () => {
    const memory = new SessionMemory();
    const before = memory.version();
    await memory.change(
      async () => undefined,
      () => false,
    );
    memory.remember('h1', session('u1'), NOW + 3_600_000, before, NOW);
    expect(memory.get('h1', NOW)).toBeUndefined();

    // And a look-up that starts while a change runs, and ends before it does.
    let finish = () => {};
    const running = memory.change(
      () => new Promise<void>((resolve) => (finish = resolve)),
      () => false,
    );
    const during = memory.version();
    memory.remember('h2', session('u2'), NOW + 3_600_000, during, NOW);
    finish();
    await running;
    expect(memory.get('h2', NOW)).toBeUndefined();
  });

  it('forgets what a change touches, before and after its write', async () => {
    const memory = new SessionMemory();
    memory.remember('a1', session('a', 'sa1'), NOW + 3_600_000, memory.version(), NOW);
    memory.remember('a2', session('a', 'sa2'), NOW + 3_600_000, memory.version(), NOW);
    memory.remember('b1', session('b'), NOW + 3_600_000, memory.version(), NOW);
    let seenDuringWrite: LiveSession | undefined;
    await memory.change(
      async () => {
        seenDuringWrite = memory.get('a1', NOW);
      },
      (_hash, remembered) => remembered.user.id === 'a',
    );
    expect(seenDuringWrite).toBeUndefined();
    expect(memory.get('a1', NOW)).toBeUndefined();
    expect(memory.get('a2', NOW)).toBeUndefined();
    expect(memory.get('b1', NOW)).toEqual(session('b'));
  });

  it('forgets even when the write fails', async () => {
    const memory = new SessionMemory();
    memory.remember('h1', session('u1'), NOW + 3_600_000, memory.version(), NOW);
    await expect(
      memory.change(
        () => Promise.reject(new Error('database down')),
        (hash) => hash === 'h1',
      ),
    ).rejects.toThrow('database down');
    expect(memory.get('h1', NOW)).toBeUndefined();
  });

  it('keeps at most 10,000 sessions, dropping the oldest', () => {
    const memory = new SessionMemory();
    for (let i = 0; i <= 10_000; i++) {
      memory.remember(`h${i}`, session(`u${i}`), NOW + 3_600_000, memory.version(), NOW);
    }
    expect(memory.get('h0', NOW)).toBeUndefined();
    expect(memory.get('h1', NOW)).toBeDefined();
    expect(memory.get('h10000', NOW)).toBeDefined();
  });

  it('does not copy a caller’s later changes into memory', () => {
    const memory = new SessionMemory();
    const mine = session('u1');
    memory.remember('h1', mine, NOW + 3_600_000, memory.version(), NOW);
    mine.user.nationality = 'France';
    const answered = memory.get('h1', NOW);
    if (answered) answered.user.email = 'changed@example.com';
    expect(memory.get('h1', NOW)).toEqual(session('u1'));
  });
});
