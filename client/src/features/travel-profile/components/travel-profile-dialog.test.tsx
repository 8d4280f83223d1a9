// @vitest-environment jsdom
// The questionnaire asks only what the travel profile lacks (product.md §7.1): against the real
// API server, a traveller whose chat wizard filled the purpose, budget and interests is asked
// the rest only, and the save keeps what the chat gave.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@common/constants';
import { travelProfileSchema } from '@common/contracts/travel-profile';
import { TravelProfileDialog } from '@/features/travel-profile/components/travel-profile-dialog';
import { chatThroughWizard } from '@/testing/chat-wizard';
import { registerUser } from '@/testing/real-server';
import { setUpRealServerPage } from '@/testing/real-server-page';

const origin = setUpRealServerPage({ allTexts: true });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

async function signIn() {
  const { user, authToken } = await registerUser(origin());
  window.localStorage.setItem(STORAGE_KEYS.authToken, authToken);
  window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  return authToken;
}

async function profileOf(token: string) {
  const res = await fetch(`${origin()}/api/user/profile`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return res.status === 404 ? null : travelProfileSchema.parse(await res.json());
}

function renderDialog(hasProfile: boolean) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const onCompleted = vi.fn();
  render(
    <TravelProfileDialog open hasProfile={hasProfile} onSkip={vi.fn()} onCompleted={onCompleted} />,
    {
      wrapper,
    },
  );
  return { onCompleted };
}

const progressDots = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Progress' })).getAllByRole('listitem');

describe('the questionnaire after the chat', () => {
  it("asks only what the chat's wizard left unanswered, and saves it with the chat's", async () => {
    const token = await signIn();
    await chatThroughWizard(origin(), token, {
      purpose: 'leisure',
      duration: 'medium',
      budget: 'budget',
      interests: ['food', 'nightlife'],
    });
    const { onCompleted } = renderDialog(true);
    const dialog = await screen.findByRole('dialog', { name: 'Tell us about your travel style' });

    // The welcome, then style, age group and accommodation with transport: four dots.
    expect(progressDots(dialog)).toHaveLength(4);
    expect(dialog).toBe(screen.getByRole('dialog', { description: 'Step 1 of 4' }));
    const next = within(dialog).getByRole('button', { name: 'Next' });
    fireEvent.click(next);

    // Purpose, interests and budget are not asked again.
    const style = within(dialog).getByRole('group', { name: 'Who do you usually travel with?' });
    expect(within(dialog).queryByRole('group', { name: /main purpose/ })).toBeNull();
    // The first question shown: no Previous back to the welcome.
    expect(within(dialog).queryByRole('button', { name: 'Previous' })).toBeNull();
    expect(next).toHaveProperty('disabled', true);
    fireEvent.click(within(style).getByRole('radio', { name: 'Friends' }));
    fireEvent.click(next);
    const age = within(dialog).getByRole('group', { name: 'Which age group are you in?' });
    fireEvent.click(within(age).getByRole('radio', { name: '18-25' }));
    fireEvent.click(next);

    expect(dialog).toBe(screen.getByRole('dialog', { description: 'Step 4 of 4' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Hostel' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Walking' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete Profile' }));
    await waitFor(() => expect(onCompleted).toHaveBeenCalledOnce());

    expect(await profileOf(token)).toMatchObject({
      purpose: 'leisure',
      duration: 'medium',
      budget: 'budget',
      interests: ['Food & Dining', 'Nightlife & Entertainment'],
      travelStyle: 'friends',
      ageGroup: '18-25',
      accommodationPreferences: 'hostel',
      transportationPreferences: 'walking',
    });
  });

  it('asks the purpose and budget the wizard could not say in its words', async () => {
    const token = await signIn();
    // A food trip is leisure or 'other' to the questionnaire; $200+ a day spans two of its ranges.
    await chatThroughWizard(origin(), token, {
      purpose: 'food',
      duration: 'long',
      budget: 'luxury',
      interests: ['art'],
    });
    renderDialog(true);
    const dialog = await screen.findByRole('dialog', { name: 'Tell us about your travel style' });
    // Everything but the interests: six dots.
    expect(progressDots(dialog)).toHaveLength(6);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(
      within(dialog).getByRole('group', { name: "What's the main purpose of your travels?" }),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('group', { name: "What's your daily budget?" })).toBeTruthy();
  });

  it('asks all seven steps without a profile', async () => {
    await signIn();
    renderDialog(false);
    const dialog = await screen.findByRole('dialog', { name: 'Tell us about your travel style' });
    expect(progressDots(dialog)).toHaveLength(7);
  });
});
