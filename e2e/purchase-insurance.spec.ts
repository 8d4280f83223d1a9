import { expect, test, type Page } from '@playwright/test';
import { purchasesResponseSchema } from '../common/contracts/purchases';
import { watchForErrors } from './support/console-errors';
import { toastWithTitle } from './support/toasts';
import { uniqueUser } from './support/users';

// Issue 8, product.md §5.1: a signed-out visitor buys travel insurance from the
// offers under a visa answer. The dialog asks for an account first, then books.

async function askForJapanVisa(page: Page) {
  await page.goto('/');
  const log = page.getByRole('log', { name: 'Conversation' });
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill('I want to visit Japan');
  await input.press('Enter');
  await expect(log.getByRole('article', { name: 'AlgoTrip assistant' })).toHaveCount(2);
  await input.fill('I am Indian');
  await input.press('Enter');
  await expect(log.getByRole('heading', { name: 'Visa Requirements for Japan' })).toBeVisible();
  return log;
}

/** Holds back the next request matching `url` until the returned function is called. */
async function holdNextRequest(page: Page, url: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    url,
    async (route) => {
      await released;
      await route.continue();
    },
    { times: 1 },
  );
  return release;
}

test('buy travel insurance through the add-on dialog: sign up, fill in, book', async ({ page }) => {
  const errors = watchForErrors(page);
  const log = await askForJapanVisa(page);

  await log.getByRole('button', { name: 'Get it: Travel Insurance' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await expect(signIn).toBeVisible();
  await signIn.getByRole('button', { name: 'Need an account? Sign up' }).click();

  const createAccount = page.getByRole('dialog', { name: 'Create Account' });
  await expect(
    createAccount.getByRole('button', { name: 'Already have an account? Sign in' }),
  ).toBeVisible();
  const user = uniqueUser();
  await createAccount.getByLabel('Username').fill(user.username);
  await createAccount.getByLabel('Email').fill(user.email);
  await createAccount.getByLabel('Password').fill(user.password);
  const releaseRegistration = await holdNextRequest(page, '**/api/auth/register');
  await createAccount.getByRole('button', { name: 'Create Account' }).click();
  await expect(createAccount.getByRole('button', { name: 'Please wait...' })).toBeDisabled();
  releaseRegistration();

  // Signed up: the same dialog moves on to the booking form.
  const booking = page.getByRole('dialog', { name: 'Travel Insurance' });
  await expect(booking.getByRole('status')).toContainText('Account created successfully!');
  await expect(booking).toContainText('medical emergencies, trip cancellation and lost baggage');
  // The visa answer names no cities yet.
  await expect(booking).toContainText('Route not available');
  await expect(booking).toContainText('$49.99');
  await expect(booking.getByLabel('Passenger name')).toBeFocused();
  await expect(booking.getByLabel('Email (optional)')).toHaveValue(user.email);

  const book = booking.getByRole('button', { name: 'Book for $49.99' });
  await book.click();
  await expect(booking.getByRole('alert')).toContainText(
    'Missing InformationPlease fill in all required fields',
  );
  // The toast says it too (the modal hides it from assistive technology, not from sight).
  await expect(page.getByText('Please fill in all required fields')).toHaveCount(2);

  await booking.getByLabel('Passenger name').fill('Asha Rao');
  await booking.getByLabel('Passport number').fill('K1234567');
  await booking.getByLabel('Phone number').fill('+91 98765 43210');

  const completed = page.evaluate(
    () =>
      new Promise<boolean>((resolve) =>
        window.addEventListener('purchaseCompleted', () => resolve(true), { once: true }),
      ),
  );
  const releasePurchase = await holdNextRequest(page, '**/api/purchases');
  await book.click();
  await expect(booking.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  releasePurchase();

  await expect(booking).toBeHidden();
  const confirmed = toastWithTitle(page, 'Booking Confirmed');
  await expect(confirmed).toContainText('Your Travel Insurance has been booked successfully!');
  expect(await completed).toBe(true);

  // The server holds it, at the price of product.md §5.1.
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const res = await page.request.get('/api/purchases', {
    headers: { Authorization: `Bearer ${token ?? ''}` },
  });
  expect(res.status()).toBe(200);
  const purchases = purchasesResponseSchema.parse(await res.json());
  expect(purchases).toHaveLength(1);
  const [purchase] = purchases;
  expect(purchase).toMatchObject({
    type: 'travel-insurance',
    serviceName: 'Travel Insurance',
    price: '49.99',
    status: 'confirmed',
    metadata: {
      nationality: 'India',
      destination: 'Japan',
      passengerInfo: {
        passengerName: 'Asha Rao',
        passportNumber: 'K1234567',
        phoneNumber: '+91 98765 43210',
        email: user.email,
      },
    },
  });
  await expect(confirmed).toContainText(`Reference: ${purchase?.reference ?? '?'}`);

  // Signed in, another offer goes straight to the booking form; the backdrop closes it.
  await log.getByRole('button', { name: 'Get it: Dummy Flight Booking' }).click();
  const flight = page.getByRole('dialog', { name: 'Dummy Flight Booking' });
  await expect(flight).toContainText('not a real ticket');
  await expect(flight.getByRole('button', { name: 'Book for $29.99' })).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(flight).toBeHidden();

  expect(errors).toEqual([]);
});
