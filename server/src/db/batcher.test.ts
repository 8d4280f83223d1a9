import { describe, expect, it } from 'vitest';
import { createBatcher, perDatabase } from './batcher';

describe('createBatcher', () => {
  it('runs the calls of one event-loop turn as one batch, in call order', async () => {
    const batches: number[][] = [];
    const double = createBatcher(async (inputs: readonly number[]) => {
      batches.push([...inputs]);
      return inputs.map((n) => n * 2);
    });
    const results = await Promise.all([double(1), double(2), double(3)]);
    expect(results).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);

    // A later turn is a new batch.
    expect(await double(5)).toBe(10);
    expect(batches).toEqual([[1, 2, 3], [5]]);
  });

  it('starts a batch as soon as it is full', async () => {
    const sizes: number[] = [];
    const echo = createBatcher(
      async (inputs: readonly number[]) => {
        sizes.push(inputs.length);
        return inputs;
      },
      { maxBatch: 2 },
    );
    expect(await Promise.all([echo(1), echo(2), echo(3), echo(4), echo(5)])).toEqual([
      1, 2, 3, 4, 5,
    ]);
    expect(sizes).toEqual([2, 2, 1]);
  });

  it('after a failed batch runs each input alone, so only the bad one fails', async () => {
    const runs: number[][] = [];
    const strict = createBatcher(async (inputs: readonly number[]) => {
      runs.push([...inputs]);
      if (inputs.includes(13)) throw new Error('unlucky');
      return inputs.map(String);
    });
    const results = await Promise.allSettled([strict(1), strict(13), strict(3)]);
    expect(results).toEqual([
      { status: 'fulfilled', value: '1' },
      { status: 'rejected', reason: new Error('unlucky') },
      { status: 'fulfilled', value: '3' },
    ]);
    expect(runs).toEqual([[1, 13, 3], [1], [13], [3]]);
  });

  it('flush runs what is gathered at once and resolves when it has settled', async () => {
    const order: string[] = [];
    const slow = createBatcher(async (inputs: readonly number[]) => {
      order.push(`batch ${inputs.join(',')}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      order.push(`done ${inputs.join(',')}`);
      return inputs;
    });
    const results = Promise.all([slow(1), slow(2)]);
    await slow.flush();
    order.push('flushed');
    expect(order).toEqual(['batch 1,2', 'done 1,2', 'flushed']);
    expect(await results).toEqual([1, 2]);
    await slow.flush(); // nothing gathered: resolves at once
  });

  it('fails every caller when the batch answers with the wrong number of results', async () => {
    const broken = createBatcher(async () => ['only one']);
    const results = await Promise.allSettled([broken(1), broken(2)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
  });
});

describe('perDatabase', () => {
  it('makes one value per handle', () => {
    let made = 0;
    const forDb = perDatabase((db: { name: string }) => ({ db: db.name, n: ++made }));
    const a = { name: 'a' };
    const b = { name: 'b' };
    expect(forDb(a)).toBe(forDb(a));
    expect(forDb(b)).toEqual({ db: 'b', n: 2 });
    expect(made).toBe(2);
  });
});
