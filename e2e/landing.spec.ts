import { expect, test } from '@playwright/test';
import { watchForErrors } from './support/console-errors';

// The legacy landing page (product.md §9.2): the pitch, 'How it Works' and the six destinations.

const DESTINATIONS = ['Germany', 'Turkey', 'France', 'Georgia', 'Italy', 'UAE'];

test('pitches AlgoTrip, explains the four steps and leads to the chat', async ({ page }) => {
  const errors = watchForErrors(page);
  await page.goto('/algotrip');
  const main = page.getByRole('main');

  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Travel smarter with AlgoTrip');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

  const steps = main.getByRole('region', { name: 'How it Works' }).getByRole('listitem');
  await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
    'Choose your destination',
    'Check visa requirements',
    'Book travel services',
    'Plan your trip',
  ]);
  await expect(steps.first()).toContainText('Step 1');

  const destinations = main.getByRole('region', { name: 'Popular Destinations' });
  await expect(destinations.getByRole('link')).toHaveText(DESTINATIONS);
  for (const name of DESTINATIONS) {
    await expect(destinations.getByRole('link', { name, exact: true })).toHaveAttribute(
      'href',
      '/',
    );
  }

  await main.getByRole('link', { name: 'Start chatting' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(errors).toEqual([]);
});

test('a destination card leads to the chat', async ({ page }) => {
  await page.goto('/algotrip');
  await page
    .getByRole('region', { name: 'Popular Destinations' })
    .getByRole('link', { name: 'Georgia', exact: true })
    .click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('the steps and destinations are translated', async ({ page }) => {
    await page.goto('/algotrip');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Cómo funciona' })).toBeVisible();
    await expect(
      main.getByRole('region', { name: 'Destinos populares' }).getByRole('link'),
    ).toHaveText(['Alemania', 'Turquía', 'Francia', 'Georgia', 'Italia', 'EAU']);
  });
});
