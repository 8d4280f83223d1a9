import { expect, type APIRequestContext, type Page } from '@playwright/test';

export type TestUser = { username: string; email: string; password: string };

/** A user no other test or earlier run has taken: a timestamp plus a random suffix. */
export function uniqueUser(prefix = 'e2e'): TestUser {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const username = `${prefix}${suffix}`;
  return { username, email: `${username}@example.com`, password: `pw-${suffix}` };
}

/**
 * Creates the user straight through the API, from Playwright's own request context (not the
 * page's), so the browser stays signed out.
 */
export async function registerThroughApi(request: APIRequestContext, user: TestUser) {
  const res = await request.post('/api/auth/register', { data: user });
  expect(res.status(), await res.text()).toBe(201);
}

/** Fills in and sends the /register form. */
export async function registerThroughPage(page: Page, user: TestUser) {
  await page.goto('/register');
  const form = page.getByRole('main');
  await form.getByLabel('Username', { exact: true }).fill(user.username);
  await form.getByLabel('Email', { exact: true }).fill(user.email);
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  await form.getByLabel('Confirm password').fill(user.password);
  await form.getByRole('button', { name: 'Create Account' }).click();
}
