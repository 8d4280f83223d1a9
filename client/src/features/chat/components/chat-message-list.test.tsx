// @vitest-environment jsdom
// The markdown parser loads while the first reply is awaited, so that reply shows as markdown
// at once instead of as plain text first.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isMarkdownLoaded } from '@/features/chat/components/chat-message-item';
import { ChatMessageList } from '@/features/chat/components/chat-message-list';
import { createLocalMessage } from '@/features/chat/utils/message-list';
import { i18n, initI18n } from '@/lib/i18n';

beforeAll(async () => {
  Object.defineProperty(window.navigator, 'languages', { value: ['en-US'], configurable: true });
  await initI18n(i18n, { allTexts: true });
});

afterEach(cleanup);

describe('ChatMessageList', () => {
  it('loads the markdown parser while a reply is awaited; the reply then shows as markdown at once', async () => {
    const question = createLocalMessage('user', 'I want to visit Japan');
    const scrollerRef = createRef<HTMLDivElement>();
    const view = render(
      <ChatMessageList messages={[question]} isWaiting={false} scrollerRef={scrollerRef} />,
    );
    expect(isMarkdownLoaded()).toBe(false);

    view.rerender(<ChatMessageList messages={[question]} isWaiting scrollerRef={scrollerRef} />);
    await waitFor(() => expect(isMarkdownLoaded()).toBe(true));

    const reply = createLocalMessage('assistant', 'Which **passport** do you hold?');
    view.rerender(
      <ChatMessageList messages={[question, reply]} isWaiting={false} scrollerRef={scrollerRef} />,
    );
    // In the same render, without a plain-text fallback showing the asterisks first.
    expect(screen.getByText('passport').tagName).toBe('STRONG');
    expect(screen.queryByText(/\*\*passport\*\*/)).toBeNull();
  });
});
