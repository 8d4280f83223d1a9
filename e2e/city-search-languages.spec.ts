import { expect, test } from '@playwright/test';
import { visaReplyTitle } from '../common/visa-reply-markers';
import { watchForErrors } from './support/console-errors';
import { uiText } from './support/ui-text';
import { uniqueUser } from './support/users';

// The city pickers in Spanish and Chinese (product.md §4.1): a traveller finds a city by the
// name they know it by, and the list shows it so.

const journeys = [
  {
    language: 'es',
    trip: 'Soy estadounidense y quiero visitar Italia',
    destination: 'Italia',
    search: 'Roma',
    option: /^Roma\s*Rome/,
    chosen: 'Rome',
  },
  {
    language: 'zh',
    trip: '我是美国人，想去日本旅游',
    destination: '日本',
    search: '大阪',
    option: /^大阪\s*Osaka/,
    chosen: 'Osaka',
  },
] as const;

for (const journey of journeys) {
  test(`a city found by its ${journey.language} name`, async ({ page }) => {
    const errors = watchForErrors(page);
    const t = (key: string) => uiText(journey.language, key);
    const res = await page.request.post('/api/auth/register', { data: uniqueUser() });
    expect(res.status()).toBe(201);
    await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), journey.language);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', journey.language);

    const log = page.getByRole('log', { name: t('chat.messages.label') });
    const input = page.getByRole('textbox', { name: t('chat.input.label') });
    await input.fill(journey.trip);
    await input.press('Enter');
    await expect(
      log.getByRole('heading', { name: visaReplyTitle(journey.language, journey.destination) }),
    ).toBeVisible();
    const bookFlight = log.getByRole('button', { name: t('chat.booking.bookFlight') }).last();
    await expect(bookFlight).toBeEnabled();
    await bookFlight.click();

    const panel = log.getByRole('region', { name: t('trip.selection.title') });
    await panel.getByRole('combobox', { name: t('trip.selection.to'), exact: true }).click();
    await page.getByPlaceholder(t('trip.picker.search')).fill(journey.search);
    const option = page.getByRole('option', { name: journey.option }).first();
    await expect(option).toBeVisible();
    await option.click();
    await expect(
      panel.getByRole('combobox', { name: t('trip.selection.to'), exact: true }),
    ).toHaveText(journey.chosen);
    expect(errors).toEqual([]);
  });
}
