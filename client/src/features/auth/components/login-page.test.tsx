// @vitest-environment jsdom
// The login page's own rules (product.md §6.2), checked before anything is sent: no server needed.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '@/features/auth/components/login-page';
import { i18n, initI18n } from '@/lib/i18n';

const fetchSpy = vi.fn<typeof fetch>();

beforeAll(async () => {
  Object.defineProperty(window.navigator, 'languages', { value: ['en-US'], configurable: true });
  // Only a tripwire: these tests must never reach the network.
  vi.stubGlobal('fetch', fetchSpy);
  await initI18n(i18n, { allTexts: true });
});

afterAll(() => {
  vi.unstubAllGlobals();
});

afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
  window.localStorage.clear();
});

function renderLoginPage() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <LoginPage />
    </QueryClientProvider>,
  );
}

function submitWith(
  login: string,
  password: string,
  names = { login: 'Username or email', password: 'Password', submit: 'Login' },
) {
  fireEvent.change(screen.getByLabelText(names.login), { target: { value: login } });
  fireEvent.change(screen.getByLabelText(names.password), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: names.submit }));
}

describe('login page validation', () => {
  it('requires both fields', async () => {
    renderLoginPage();
    submitWith('', '');
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('needs a username of 3 and a password of 6 characters', async () => {
    renderLoginPage();
    submitWith('ab', '12345');
    expect(await screen.findByText('Username or email is too short')).toBeTruthy();
    expect(screen.getByText('Password is too short')).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('says it in the chosen language', async () => {
    await act(() => i18n.changeLanguage('zh'));
    renderLoginPage();
    submitWith('ab', '12345', { login: '用户名或电子邮件', password: '密码', submit: '登录' });
    expect(await screen.findByText('用户名或电子邮件太短')).toBeTruthy();
    expect(screen.getByText('密码太短')).toBeTruthy();
  });
});
