// @vitest-environment jsdom
// The personalised itinerary wizard (product.md §4.6), step by step, through its props.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TravelPreferences } from '@common/trip';
import {
  TravelPreferencesPanel,
  type TravelPreferencesPanelProps,
} from '@/features/itinerary/components/travel-preferences-panel';
import { i18n, initI18n } from '@/lib/i18n';

beforeAll(async () => {
  Object.defineProperty(window.navigator, 'languages', { value: ['en-US'], configurable: true });
  await initI18n(i18n, { allTexts: true });
});
afterAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => cleanup());

function renderStep(
  step: TravelPreferencesPanelProps['step'],
  preferences: TravelPreferences = {},
  disabled = false,
) {
  const props = {
    step,
    preferences,
    disabled,
    onAnswer: vi.fn<TravelPreferencesPanelProps['onAnswer']>(),
    onCreate: vi.fn(),
    onModify: vi.fn(),
  };
  render(<TravelPreferencesPanel {...props} />);
  return props;
}

function buttonNames(groupName: string): string[] {
  return within(screen.getByRole('group', { name: groupName }))
    .getAllByRole('button')
    .map((button) => button.textContent ?? '');
}

describe('TravelPreferencesPanel', () => {
  it('step 1 offers the 6 chat preference purposes and answers with the purpose', () => {
    const props = renderStep(1, { budget: 'mid' });
    expect(screen.getByText('Step 1 of 5')).toBeTruthy();
    const question = "What's the main purpose of your trip?";
    expect(buttonNames(question)).toEqual([
      'Leisure & relaxation',
      'Business',
      'Adventure',
      'Culture & history',
      'Food & dining',
      'Shopping',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Culture & history' }));
    expect(props.onAnswer).toHaveBeenCalledWith(1, { budget: 'mid', purpose: 'culture' });
  });

  it.each([
    [
      2 as const,
      'How long will your trip be?',
      ['Short trip · 3 days', 'Medium trip · 5 days', 'Long trip · 8 days'],
      'Long trip · 8 days',
      { duration: 'long' },
    ],
    [
      3 as const,
      "What's your daily budget?",
      ['Budget · $50-100 per day', 'Mid-range · $100-200 per day', 'Luxury · $200+ per day'],
      'Luxury · $200+ per day',
      { budget: 'luxury' },
    ],
  ])('step %i asks "%s" with %j', (step, question, labels, click, answer) => {
    const props = renderStep(step, { purpose: 'food' });
    expect(screen.getByText(`Step ${step} of 5`)).toBeTruthy();
    expect(buttonNames(question)).toEqual(labels);
    fireEvent.click(screen.getByRole('button', { name: click }));
    expect(props.onAnswer).toHaveBeenCalledWith(step, { purpose: 'food', ...answer });
  });

  it('step 4 needs at least one of the 8 interests and sends them in the wizard order', () => {
    const props = renderStep(4, { purpose: 'leisure', duration: 'short' });
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.map((box) => box.parentElement?.textContent)).toEqual([
      'Cultural experiences',
      'Food & cuisine',
      'Shopping',
      'Outdoor activities',
      'Nightlife',
      'Historical sites',
      'Art & museums',
      'Nature & parks',
    ]);
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Nature & parks' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Food & cuisine' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Nightlife' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Nightlife' }));
    expect(next).toHaveProperty('disabled', false);
    fireEvent.click(next);
    expect(props.onAnswer).toHaveBeenCalledWith(4, {
      purpose: 'leisure',
      duration: 'short',
      interests: ['food', 'nature'],
    });
  });

  it('step 4 starts from the interests already chosen', () => {
    renderStep(4, { interests: ['art'] });
    expect(screen.getByRole('checkbox', { name: 'Art & museums' })).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', false);
  });

  it('step 5 sums the answers up, with Create Itinerary and Modify', () => {
    const props = renderStep(5, {
      purpose: 'adventure',
      duration: 'medium',
      budget: 'budget',
      interests: ['outdoor', 'cultural'],
    });
    const value = (term: string) =>
      screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Purpose')).toBe('Adventure');
    expect(value('Duration')).toBe('Medium trip (5 days)');
    expect(value('Budget')).toBe('Budget ($50-100 per day)');
    expect(value('Interests')).toBe('Cultural experiences, Outdoor activities');
    fireEvent.click(screen.getByRole('button', { name: 'Create Itinerary' }));
    expect(props.onCreate).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Modify' }));
    expect(props.onModify).toHaveBeenCalledOnce();
  });

  it('step 5 says what is not set', () => {
    renderStep(5, { purpose: 'business' });
    expect(screen.getAllByText('Not set')).toHaveLength(3);
  });

  it.each([1, 2, 3, 4, 5] as const)('step %i is disabled with the chat', (step) => {
    renderStep(step, { interests: ['art'] }, true);
    for (const button of screen.getAllByRole('button')) {
      expect(button).toHaveProperty('disabled', true);
    }
  });

  it('speaks Chinese', async () => {
    await act(() => i18n.changeLanguage('zh'));
    try {
      renderStep(3);
      expect(screen.getByText('第 3 步，共 5 步')).toBeTruthy();
      expect(screen.getByRole('button', { name: '经济 · 每天 US$50-100' })).toBeTruthy();
      cleanup();
      renderStep(5, { purpose: 'food', duration: 'long' });
      expect(screen.getByRole('button', { name: '创建行程' })).toBeTruthy();
      expect(screen.getByText('长途旅行 (8 天)')).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
