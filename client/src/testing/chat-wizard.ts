import { expect } from 'vitest';
import { completionResponseSchema, type CompletionResponse } from '@common/contracts/chat';
import type { TravelPreferences } from '@common/trip';

// Test support: a signed-in traveller's chat through the real API, from "I am German and I want
// to visit Japan" through the preference wizard to 'Create Itinerary' (product.md §4.6), as the
// chat page's buttons send it. The server then fills what the travel profile lacks.

type Answers = Required<TravelPreferences>;

async function turn(
  origin: string,
  token: string,
  body: { sessionId: string; message: string; action?: object },
): Promise<CompletionResponse> {
  const res = await fetch(`${origin}/api/chat/completions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      nationality: 'Unknown',
      destination: 'Unknown',
      language: 'en',
      ...body,
    }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return completionResponseSchema.parse(await res.json());
}

/** A new chat session's id: 21 letters, digits, '_' or '-'. */
function newSessionId(): string {
  return crypto.randomUUID().replace(/-/g, '').slice(0, 21);
}

export async function chatThroughWizard(origin: string, token: string, answers: Answers) {
  const sessionId = newSessionId();
  const say = (message: string, action?: object) =>
    turn(origin, token, { sessionId, message, ...(action ? { action } : {}) });
  await say('I am German and I want to visit Japan');
  const asked = await say('Plan an itinerary for me');
  expect(asked.metadata.flowStep).toBe('travel_purpose_required');
  await say('Plan my itinerary', { type: 'start_itinerary', flowStep: 'travel_purpose_required' });
  const buttons = [
    ['choose_preference_purpose', [answers.purpose]],
    ['choose_preference_duration', [answers.duration]],
    ['choose_preference_budget', [answers.budget]],
    ['choose_preference_interests', answers.interests],
    ['create_itinerary', undefined],
  ] as const;
  let last: CompletionResponse | undefined;
  for (const [index, [type, values]] of buttons.entries()) {
    const flowStep = `travel_preferences_step${index + 1}`;
    last = await say(type, { type, flowStep, ...(values ? { values } : {}) });
  }
  expect(last?.metadata.flowStep).toBe('personalized_itinerary_created');
}
