import { describe, expect, it } from 'vitest';
import { completionRequestSchema } from '@common/contracts/chat';
import { createLocalMessage } from '@/features/chat/utils/message-list';
import { buildCompletionRequest, outgoingText } from '@/features/chat/utils/outgoing-message';
import { emptyTravelContext } from '@/features/chat/utils/travel-context';

const sessionId = 'V1StGXR8_Z5jdHi6B-myT';

describe('what may be sent (product.md §3.1)', () => {
  it('trims the text', () => {
    expect(outgoingText('  I am Indian \n', false)).toBe('I am Indian');
  });

  it('sends nothing empty or whitespace-only', () => {
    expect(outgoingText('', false)).toBeNull();
    expect(outgoingText(' \t\n ', false)).toBeNull();
  });

  it('sends nothing while a reply is awaited', () => {
    expect(outgoingText('Japan', true)).toBeNull();
  });
});

describe('the completion request', () => {
  it("sends 'Unknown' for countries not known yet and no step before any reply", () => {
    const request = buildCompletionRequest({
      sessionId,
      message: 'Hello',
      context: emptyTravelContext,
      language: 'es',
      messages: [],
    });
    expect(request).toEqual({
      sessionId,
      message: 'Hello',
      nationality: 'Unknown',
      destination: 'Unknown',
      language: 'es',
    });
    expect(completionRequestSchema.safeParse(request).success).toBe(true);
  });

  it('sends the known context, the last reply’s step and a step button’s action', () => {
    const request = buildCompletionRequest({
      sessionId,
      message: 'My travel purposes: Tourism, Study',
      context: { ...emptyTravelContext, nationality: 'India', destination: 'Japan' },
      language: 'en',
      messages: [
        createLocalMessage('assistant', 'Why do you travel?', {
          metadata: { flowStep: 'travel_purpose_question' },
        }),
      ],
      options: {
        action: {
          type: 'confirm_travel_purposes',
          flowStep: 'travel_purpose_question',
          values: ['tourism', 'study'],
        },
        travelPurposes: ['tourism', 'study'],
      },
    });
    expect(request).toMatchObject({
      nationality: 'India',
      destination: 'Japan',
      flowStep: 'travel_purpose_question',
      travelPurposes: ['tourism', 'study'],
      action: { type: 'confirm_travel_purposes', values: ['tourism', 'study'] },
    });
    expect(completionRequestSchema.safeParse(request).success).toBe(true);
  });

  it('sends the questionnaire answers so far with a questionnaire button', () => {
    const request = buildCompletionRequest({
      sessionId,
      message: 'More than 3 months',
      context: { ...emptyTravelContext, nationality: 'India', destination: 'United States' },
      language: 'en',
      messages: [
        createLocalMessage('assistant', 'How long will you stay?', {
          metadata: { flowStep: 'visa_duration_collection' },
        }),
      ],
      options: {
        action: {
          type: 'answer_visa_duration',
          flowStep: 'visa_duration_collection',
          values: ['extended'],
        },
        visaQuestionnaire: { purpose: 'study', duration: 'extended' },
      },
    });
    expect(request).toMatchObject({
      flowStep: 'visa_duration_collection',
      visaQuestionnaire: { purpose: 'study', duration: 'extended' },
      action: { type: 'answer_visa_duration', values: ['extended'] },
    });
    expect(completionRequestSchema.safeParse(request).success).toBe(true);
  });
});
