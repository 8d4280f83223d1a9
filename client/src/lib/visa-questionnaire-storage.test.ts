// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@common/constants';
import {
  answerValues,
  clearStoredVisaQuestionnaire,
  readStoredVisaQuestionnaire,
  storeVisaQuestionnaire,
  withAnswer,
} from '@/lib/visa-questionnaire-storage';

afterEach(() => window.localStorage.clear());

describe('the stored visa questionnaire answers', () => {
  it('round-trip as JSON under visaQuestionnaireData and are wiped by a clear', () => {
    storeVisaQuestionnaire({ purpose: 'study', duration: 'extended' });
    expect(window.localStorage.getItem(STORAGE_KEYS.visaQuestionnaireData)).toBe(
      '{"purpose":"study","duration":"extended"}',
    );
    expect(readStoredVisaQuestionnaire()).toEqual({ purpose: 'study', duration: 'extended' });
    clearStoredVisaQuestionnaire();
    expect(window.localStorage.getItem(STORAGE_KEYS.visaQuestionnaireData)).toBeNull();
    expect(readStoredVisaQuestionnaire()).toEqual({});
  });

  it('read as none when missing, not JSON, or holding unknown answers', () => {
    expect(readStoredVisaQuestionnaire()).toEqual({});
    window.localStorage.setItem(STORAGE_KEYS.visaQuestionnaireData, '{not json');
    expect(readStoredVisaQuestionnaire()).toEqual({});
    window.localStorage.setItem(
      STORAGE_KEYS.visaQuestionnaireData,
      JSON.stringify({ purpose: 'holiday' }),
    );
    expect(readStoredVisaQuestionnaire()).toEqual({});
  });
});

describe('adding an answer', () => {
  it('keeps the earlier answers and replaces one given again', () => {
    const first = withAnswer({}, { field: 'purpose', value: 'study' });
    const second = withAnswer(first, { field: 'duration', value: 'extended' });
    expect(second).toEqual({ purpose: 'study', duration: 'extended' });
    expect(withAnswer(second, { field: 'purpose', value: 'work' })).toEqual({
      purpose: 'work',
      duration: 'extended',
    });
    // The earlier object is left as it was.
    expect(first).toEqual({ purpose: 'study' });
  });

  it('leaves no travel history when that question is skipped, and sends no value', () => {
    const answered = { purpose: 'study', duration: 'extended', companions: 'family' } as const;
    const withHistory = withAnswer(answered, { field: 'travelHistory', value: 'yes' });
    expect(withHistory.travelHistory).toBe('yes');
    const skipped = withAnswer(withHistory, { field: 'travelHistory', value: null });
    expect(skipped).toEqual(answered);
    expect('travelHistory' in skipped).toBe(false);
    expect(answerValues({ field: 'travelHistory', value: null })).toEqual([]);
    expect(answerValues({ field: 'companions', value: 'family' })).toEqual(['family']);
  });
});
