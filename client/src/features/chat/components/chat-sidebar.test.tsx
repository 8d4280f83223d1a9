// @vitest-environment jsdom
// The chat sidebar while the assistant answers: its buttons do nothing, but stay reachable.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render as renderUi, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ChatSidebar } from '@/features/chat/components/chat-sidebar';

// Signed out (nothing stored): the list of earlier conversations stays away.
function render(ui: ReactElement) {
  return renderUi(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);
}
import { i18n, initI18n } from '@/lib/i18n';

beforeAll(async () => {
  Object.defineProperty(window.navigator, 'languages', { value: ['en-US'], configurable: true });
  await initI18n(i18n, { allTexts: true });
});

afterEach(cleanup);

describe('ChatSidebar', () => {
  it('sends an example when enabled', () => {
    const onSend = vi.fn();
    render(<ChatSidebar disabled={false} onSend={onSend} />);
    const [first] = screen.getAllByRole('button');
    fireEvent.click(first!);
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('while disabled, sends nothing yet keeps its buttons focusable', () => {
    const onSend = vi.fn();
    render(<ChatSidebar disabled onSend={onSend} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) {
      expect(button.getAttribute('aria-disabled')).toBe('true');
      fireEvent.click(button);
      button.focus();
      expect(document.activeElement).toBe(button);
    }
    expect(onSend).not.toHaveBeenCalled();
  });
});
