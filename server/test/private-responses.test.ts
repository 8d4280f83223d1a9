import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ID_LENGTH } from '@common/constants';
import type { App } from '../src/app';
import { createTestApp } from './helpers/test-app';
import { bearer, randomIp, registerUser } from './helpers/test-users';

// Responses that carry a person's data must never be kept by a browser or a shared cache:
// every per-user GET answers with Cache-Control: no-store.

let app: App;
let close: () => Promise<void>;
let token: string;
const sessionId = nanoid(SESSION_ID_LENGTH);

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  ({ token } = await registerUser(app));
  const saved = await app.inject({
    method: 'POST',
    url: '/api/chat/messages',
    headers: bearer(token),
    payload: { sessionId, role: 'user', content: 'Hello' },
    remoteAddress: randomIp(),
  });
  expect(saved.statusCode, saved.body).toBe(201);
  const profile = await app.inject({
    method: 'POST',
    url: '/api/user/profile',
    headers: bearer(token),
    payload: {
      travelPurpose: 'leisure',
      interests: ['Food & Dining'],
      budgetRange: 'mid-range',
      travelStyle: 'couple',
      ageGroup: '26-35',
      preferredActivities: [],
      dietaryRestrictions: [],
      accommodationPreferences: 'boutique',
      transportationPreferences: 'public',
    },
    remoteAddress: randomIp(),
  });
  expect(profile.statusCode, profile.body).toBe(201);
});
afterAll(async () => {
  await close?.();
});

const PER_USER_GETS = [
  '/api/user',
  '/api/user/profile',
  '/api/user/profile-status',
  '/api/reservations',
  '/api/purchases',
  '/api/chat/sessions',
  `/api/chat/history?sessionId=${sessionId}`,
  `/api/chat/messages/${sessionId}/recent`,
  `/api/chat/conversation?sessionId=${sessionId}`,
];

describe('per-user responses', () => {
  it.each(PER_USER_GETS)('GET %s is not stored by any cache', async (url) => {
    const res = await app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toMatch(/\bno-store\b/);
  });
});
