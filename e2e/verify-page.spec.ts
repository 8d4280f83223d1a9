import { expect, test } from '@playwright/test';
import { registerResponseSchema } from '../common/contracts/auth';
import { purchaseSchema } from '../common/contracts/purchases';
import { watchForErrors } from './support/console-errors';
import { uniqueUser } from './support/users';

// Issue 8: embassies check a reservation at the public /verify/{reference}. It confirms the
// document and shows the passenger by initials only; an unknown reference says so plainly.

test('a purchased dummy flight is verified publicly, the passenger by initials only', async ({
  page,
  request,
}) => {
  const errors = watchForErrors(page);
  // The purchase is made straight through the API by its owner; the page stays signed out.
  const registered = await request.post('/api/auth/register', { data: uniqueUser() });
  expect(registered.status(), await registered.text()).toBe(201);
  const { authToken } = registerResponseSchema.parse(await registered.json());
  const bought = await request.post('/api/purchases', {
    headers: { Authorization: `Bearer ${authToken}` },
    data: {
      type: 'dummy-flight',
      serviceName: 'Dummy Flight Booking',
      destination: 'Japan',
      metadata: {
        fromCity: 'Delhi',
        toCity: 'Tokyo',
        additionalCities: [],
        mode: 'direct',
        nationality: 'India',
        destination: 'Japan',
        passengerInfo: {
          passengerName: 'Asha Rao',
          passportNumber: 'K1234567',
          phoneNumber: '+91 98765 43210',
        },
      },
      price: '29.99',
      status: 'confirmed',
    },
  });
  expect(bought.status(), await bought.text()).toBe(201);
  const { reference } = purchaseSchema.parse(await bought.json());

  await page.goto(`/verify/${reference}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reservation verified');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const details = page.getByRole('main');
  for (const [term, value] of [
    ['Reference', reference],
    ['Type', 'Dummy flight reservation'],
    ['Status', 'Confirmed'],
    ['Passenger', 'A. R.'],
  ] as const) {
    await expect(details.getByRole('term').filter({ hasText: term })).toBeVisible();
    await expect(
      details.getByRole('definition').filter({ hasText: new RegExp(`^${value}$`) }),
    ).toBeVisible();
  }
  await expect(details.getByRole('term').filter({ hasText: 'Issued' })).toBeVisible();
  // Never the passenger's name, nor the passport or phone.
  await expect(page.getByRole('main')).not.toContainText('Asha');
  await expect(page.getByRole('main')).not.toContainText('Rao');
  await expect(page.getByRole('main')).not.toContainText('K1234567');

  // A lower-case reference is the same reference.
  await page.goto(`/verify/${reference.toLowerCase()}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reservation verified');

  expect(errors).toEqual([]);
});

test('an unknown reference says so plainly', async ({ page }) => {
  await page.goto('/verify/UNKNOWN123');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'No reservation with this reference',
  );
  await expect(page.getByRole('main')).toContainText('UNKNOWN123');
  await expect(page.getByRole('heading', { name: 'Reservation verified' })).toHaveCount(0);

  // Text that cannot be a reference is unknown without asking the server.
  await page.goto('/verify/%3Cscript%3E');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'No reservation with this reference',
  );
});

test('the verification page follows the reader’s language', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'es'));
  await page.goto('/verify/UNKNOWN123');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'No hay ninguna reserva con esta referencia',
  );
});
