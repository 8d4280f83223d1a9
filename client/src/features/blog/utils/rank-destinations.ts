import type { PopularDestination } from '@common/contracts/blog';

/**
 * Most asked-about first. The server already ranks them; sorting again keeps the numbering
 * right whatever order arrives, and the stable sort keeps the server's order on ties.
 */
export function rankDestinations(
  destinations: readonly PopularDestination[],
): PopularDestination[] {
  return [...destinations].sort((a, b) => b.count - a.count);
}
