import { describe, expect, it } from 'vitest';
import type { CountryCode } from '@common/country-codes';
import { missingContext, type ContextField } from './missing-context';

const cases: ReadonlyArray<
  [ctx: { nationality?: CountryCode; destination?: CountryCode }, missing: ContextField[]]
> = [
  [{}, ['destination', 'nationality']],
  [{ destination: 'JP' }, ['nationality']],
  [{ nationality: 'IN' }, ['destination']],
  [{ nationality: 'IN', destination: 'JP' }, []],
];

describe('missingContext', () => {
  it.each(cases)('%o → %o', (ctx, missing) => {
    expect(missingContext(ctx)).toEqual(missing);
  });
});
