import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { tripRecordResponseSchema, type TripRecord } from '@common/contracts/trip-record';
import { apiRequest } from '@/lib/api-client';
import { TRIP_RECORD_QUERY_KEY } from '@/lib/query-client';

/** GET /api/chat/trip?sessionId=: the conversation's trip record (product.md §4.9). */
export async function getTripRecord(sessionId: string): Promise<TripRecord> {
  const query = new URLSearchParams({ sessionId });
  const res = await apiRequest('GET', `/api/chat/trip?${query.toString()}`);
  return tripRecordResponseSchema.parse(await res.json()).trip;
}

/**
 * Keyed by the conversation's revision too: a turn that changed the trip reads it afresh, and the
 * panels keep showing the record they have meanwhile (they neither flicker nor lose their state).
 */
export function tripRecordQueryOptions(sessionId: string, revision: number) {
  return queryOptions({
    queryKey: [...TRIP_RECORD_QUERY_KEY, sessionId, revision],
    queryFn: () => getTripRecord(sessionId),
    placeholderData: keepPreviousData,
    retry: 1,
  });
}
