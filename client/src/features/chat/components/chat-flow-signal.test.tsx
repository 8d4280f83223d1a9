// @vitest-environment jsdom
// The chat tells the travel-profile questionnaire when one of its own flows is open, so the
// questionnaire never lands on top of a step panel. That the open steps are exactly those with a
// panel is checked with every feature's panels registered (app/step-panels.test.tsx).
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FlowStep } from '@common/chat-flow';
import { leavesFlowOpen, useChatFlowSignal } from '@/features/chat/components/chat-flow-signal';
import { createLocalMessage } from '@/features/chat/utils/message-list';
import type { ShownMessage } from '@/lib/shown-message';
import { isChatFlowBusy } from '@/lib/chat-flow-busy';

afterEach(cleanup);

const reply = (flowStep: FlowStep) =>
  createLocalMessage('assistant', 'reply', { metadata: { type: 'text', flowStep } });
const traveller = (text: string) => createLocalMessage('user', text);

describe('which replies leave a chat flow open', () => {
  it("judges by the newest reply, not by the traveller's own message after it", () => {
    expect(leavesFlowOpen([])).toBe(false);
    expect(leavesFlowOpen([reply('greeting'), traveller('hi')])).toBe(false);
    expect(leavesFlowOpen([reply('travel_preferences_step1'), traveller('Leisure')])).toBe(true);
    expect(leavesFlowOpen([reply('travel_preferences_step5'), reply('trip_complete')])).toBe(false);
  });
});

describe('useChatFlowSignal', () => {
  type Chat = { messages: ShownMessage[]; isReady: boolean; isWaiting: boolean };
  const ready = (messages: ShownMessage[]): Chat => ({ messages, isReady: true, isWaiting: false });

  it('holds the flow busy while restoring, waiting or showing a panel, and not after leaving', () => {
    const { rerender, unmount } = renderHook((chat: Chat) => useChatFlowSignal(chat), {
      initialProps: { ...ready([]), isReady: false },
    });
    // The conversation is being restored: its step is not known yet.
    expect(isChatFlowBusy()).toBe(true);
    rerender(ready([reply('visa_answer')]));
    expect(isChatFlowBusy()).toBe(false);
    rerender({ ...ready([reply('visa_answer'), traveller('Book')]), isWaiting: true });
    expect(isChatFlowBusy()).toBe(true);
    rerender(ready([reply('visa_answer'), traveller('Book'), reply('travel_preferences_step1')]));
    expect(isChatFlowBusy()).toBe(true);
    // The traveller leaves the chat page in the middle of the wizard.
    unmount();
    expect(isChatFlowBusy()).toBe(false);
  });
});
