import { describe, expect, it } from 'vitest';
import type { ChatMessage, ChatRole, StoredMetadata } from '@common/contracts/chat';
import {
  gatedActionBefore,
  latestVisaRecommendation,
  orderTypeOfReference,
  travelPurposesUpTo,
  tripCodesUpTo,
} from '@/features/visa-flow/utils/visa-flow';

let count = 0;
const messageOf = (
  role: ChatRole,
  content: string,
  { metadata }: { metadata: StoredMetadata },
): ChatMessage => ({
  id: `local-${++count}`,
  role,
  content,
  timestamp: new Date().toISOString(),
  type: 'text',
  metadata,
});

const reply = (content: string, metadata: StoredMetadata) =>
  messageOf('assistant', content, { metadata });
const said = (content: string, metadata: StoredMetadata = {}) =>
  messageOf('user', content, { metadata });

describe('the trip a reply is about', () => {
  const indiaToUs = reply('Visa requirements for the USA', {
    flowStep: 'visa_confirmation',
    nationality: 'India',
    destination: 'United States',
    nationalityCode: 'IN',
    destinationCode: 'US',
  });
  const germanyToJapan = reply('Visa requirements for Japan', {
    flowStep: 'visa_free_booking',
    nationality: 'Germany',
    destination: 'Japan',
    nationalityCode: 'DE',
    destinationCode: 'JP',
  });
  const question = reply('How long will you stay?', { flowStep: 'visa_duration_collection' });
  const messages = [said('Hi'), indiaToUs, said('Study'), question, germanyToJapan];

  it('is the newest reply naming both countries, up to the given message', () => {
    expect(tripCodesUpTo(messages, question)).toEqual({
      nationalityCode: 'IN',
      destinationCode: 'US',
      destination: 'United States',
    });
    expect(tripCodesUpTo(messages)).toMatchObject({ nationalityCode: 'DE', destinationCode: 'JP' });
  });

  it('is unknown before any reply names both countries', () => {
    expect(tripCodesUpTo([said('Hi'), reply('Where to?', { destinationCode: 'JP' })])).toBeNull();
  });
});

describe('what earlier messages tell', () => {
  it('the purposes the traveller gave and the newest recommendation', () => {
    const purposes = said('My travel purposes: Study, Work', { travelPurposes: ['study', 'work'] });
    const card = reply('Visa options', { flowStep: 'visa_confirmation' });
    const recommendation = reply('We recommend a Student Visa', {
      flowStep: 'visa_recommendation_options',
      visaRecommendation: { visaType: 'student', dependentVisaNote: true },
    });
    const messages = [purposes, card, recommendation];
    expect(travelPurposesUpTo(messages, card)).toEqual(['study', 'work']);
    expect(travelPurposesUpTo([card])).toEqual([]);
    expect(latestVisaRecommendation(messages)).toEqual({
      visaType: 'student',
      dependentVisaNote: true,
    });
    expect(latestVisaRecommendation([card])).toBeUndefined();
  });
});

describe('order references', () => {
  it('tells a bundle reference from a service reference', () => {
    expect(orderTypeOfReference('VB-ABC123XYZ')).toBe('visa-bundle');
    expect(orderTypeOfReference('VS-ABC123XYZ')).toBe('visa-service');
    expect(orderTypeOfReference('FL123456789AB')).toBeNull();
  });
});

describe('the button an auth_required reply interrupted', () => {
  const signIn = () => reply('Please sign in', { flowStep: 'auth_required' });

  it('is the purchase the step before it offered', () => {
    const bundle = signIn();
    expect(
      gatedActionBefore(
        [reply('We recommend', { flowStep: 'visa_recommendation_options' }), said('Buy'), bundle],
        bundle,
        ['Book Hotel'],
      ),
    ).toEqual({ kind: 'visa-order', orderType: 'visa-bundle' });
    const service = signIn();
    expect(
      gatedActionBefore(
        [reply('Our service', { flowStep: 'visa_service_options' }), said('Book'), service],
        service,
        ['Book Hotel'],
      ),
    ).toEqual({ kind: 'visa-order', orderType: 'visa-service' });
  });

  it('is the booking whose label the traveller sent', () => {
    const offer = reply('No visa needed', { flowStep: 'visa_free_booking' });
    const hotel = signIn();
    expect(gatedActionBefore([offer, said('Book Hotel'), hotel], hotel, ['Book Hotel'])).toEqual({
      kind: 'booking',
      service: 'hotel',
    });
    const flight = signIn();
    expect(gatedActionBefore([offer, said('Book Flight'), flight], flight, ['Book Hotel'])).toEqual(
      { kind: 'booking', service: 'flight' },
    );
  });

  it('is unknown after any other step', () => {
    const auth = signIn();
    expect(
      gatedActionBefore([reply('Hello', { flowStep: 'greeting' }), said('Buy'), auth], auth, [
        'Book Hotel',
      ]),
    ).toBeNull();
    expect(gatedActionBefore([auth], auth, ['Book Hotel'])).toBeNull();
  });
});
