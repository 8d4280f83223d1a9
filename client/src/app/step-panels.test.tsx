// The chat holds the travel-profile questionnaire back while a reply's flow is open
// (chat-flow-signal.ts); with every feature's panels registered, the open steps are exactly
// those StepPanel shows a panel for.
import { describe, expect, it } from 'vitest';
import { FLOW_STEPS, type FlowStep } from '@common/chat-flow';
import { registerStepPanels } from '@/app/step-panels';
import { STEPS_WITHOUT_PANEL, leavesFlowOpen } from '@/features/chat/components/chat-flow-signal';
import { panelForStep, type StepPanelActions } from '@/features/chat/components/step-panel';
import { createLocalMessage } from '@/features/chat/utils/message-list';
import { registeredReplyCards } from '@/lib/step-panels';

registerStepPanels();

const reply = (flowStep: FlowStep) =>
  createLocalMessage('assistant', 'reply', { metadata: { type: 'text', flowStep } });

describe('which replies leave a chat flow open', () => {
  it.each(FLOW_STEPS)('%s: open exactly when StepPanel shows a panel for it', (step) => {
    const message = reply(step);
    const panel = panelForStep({
      message,
      step,
      messages: [message],
      conversation: { sessionId: null, revision: 0 },
      active: true,
      disabled: false,
      // Only read when a button is pressed; building the panel element needs none of it.
      actions: {} as StepPanelActions,
    });
    expect(STEPS_WITHOUT_PANEL.has(step)).toBe(panel === null);
    expect(leavesFlowOpen([message])).toBe(panel !== null);
  });
});

describe('which replies show a card for what they carry', () => {
  const carrying = (metadata: Record<string, unknown>) =>
    createLocalMessage('assistant', 'reply', {
      metadata: { type: 'text', flowStep: 'city_selection', ...metadata },
    });

  it('a visa order reference, a booking, or nothing', () => {
    const order = registeredReplyCards(carrying({ orderReference: 'VB-ABC123' }));
    const voucher = registeredReplyCards(carrying({ booking: { id: 'b' } }));
    expect(order).toHaveLength(1);
    expect(voucher).toHaveLength(1);
    expect(order[0]).not.toBe(voucher[0]);
    expect(registeredReplyCards(carrying({}))).toHaveLength(0);
  });
});
