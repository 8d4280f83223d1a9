import type { CountryCode } from '@common/country-codes';

export type ContextField = 'nationality' | 'destination';

/** What the engine still has to ask for, destination first (the order the chat asks in). */
export function missingContext(ctx: {
  nationality?: CountryCode;
  destination?: CountryCode;
}): ContextField[] {
  const missing: ContextField[] = [];
  if (ctx.destination === undefined) missing.push('destination');
  if (ctx.nationality === undefined) missing.push('nationality');
  return missing;
}
