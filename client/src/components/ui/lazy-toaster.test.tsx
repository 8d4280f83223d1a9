// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { toast } from '@/components/ui/use-toast';
import { i18n, initI18n } from '@/lib/i18n';

beforeAll(async () => {
  Object.defineProperty(window.navigator, 'languages', { value: ['en-US'], configurable: true });
  await initI18n(i18n);
});

afterEach(cleanup);

describe('LazyToaster', () => {
  it('renders nothing until the first toast, then shows it and the toasts after it', async () => {
    const { container } = render(<LazyToaster />);
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('region')).toBeNull();

    act(() => void toast({ title: 'Booking Error', description: 'First' }));
    expect((await screen.findByText('First')).textContent).toBe('First');

    act(() => void toast({ title: 'Saved', description: 'Second' }));
    expect((await screen.findByText('Second')).textContent).toBe('Second');
  });
});
