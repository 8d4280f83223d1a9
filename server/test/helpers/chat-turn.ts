import { expect } from 'vitest';
import { CHAT } from '@common/constants';
import type { HistoryItem } from '@common/contracts/chat';
import type { App } from '../../src/app';
import { bearer, randomIp } from './test-users';

export type ChatTurnOptions = {
  /** The caller's bearer token; none for a signed-out traveller. */
  token?: string;
  headers?: Record<string, string>;
  /** The client address; a new one per turn unless a test means the per-IP limit to bite. */
  ip?: string;
};

/**
 * One chat turn through POST /api/chat/completions (product.md §3.2), as the chat page sends it:
 * the countries 'Unknown' unless the payload names them.
 */
export function postChatTurn(
  app: App,
  payload: Record<string, unknown>,
  { token, headers = {}, ip }: ChatTurnOptions = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/chat/completions',
    payload: { nationality: CHAT.unknownCountry, destination: CHAT.unknownCountry, ...payload },
    headers: { ...bearer(token), ...headers },
    remoteAddress: ip ?? randomIp(),
  });
}

/** The session's stored messages through GET /api/chat/history, oldest first (must answer 200). */
export async function chatHistory(
  app: App,
  sessionId: string,
  token?: string,
): Promise<HistoryItem[]> {
  const res = await app.inject({
    url: `/api/chat/history?sessionId=${sessionId}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<HistoryItem[]>();
}
