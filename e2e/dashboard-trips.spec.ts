import { expect, test } from '@playwright/test';
import { watchForErrors } from './support/console-errors';
import {
  bookFlight,
  bookHotel,
  registerWithToken,
  signInThroughPage,
} from './support/dashboard-data';
import { uniqueUser } from './support/users';

// Issue 9, product.md §8: two flights and a hotel, then the Overview stats, the trips
// grouped by destination city and the documents.

test('two flights and a hotel: overview, trips by city, documents', async ({ page, request }) => {
  const errors = watchForErrors(page);
  const user = uniqueUser('dash');
  const token = await registerWithToken(request, user);
  const tokyo = await bookFlight(request, token, 'Tokyo');
  const osaka = await bookFlight(request, token, 'Osaka', { priceOption: { label: 'Business' } });
  const hotel = await bookHotel(request, token, 'Tokyo');

  await signInThroughPage(page, user);
  // Booked and no travel profile yet: the questionnaire is offered; skipped for now.
  const questionnaire = page.getByRole('dialog', { name: 'Tell us about your travel style' });
  await expect(questionnaire).toBeVisible();
  await questionnaire.getByRole('button', { name: 'Skip for now' }).click();
  await expect(questionnaire).toBeHidden();

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
  await expect(main.getByText(`Welcome back, ${user.username}!`)).toBeVisible();
  await expect(main.getByRole('link', { name: 'Back to Chat' })).toHaveAttribute('href', '/');
  await expect(main.getByRole('button', { name: 'Sign Out' })).toBeVisible();

  // Overview is the default tab.
  const tabs = main.getByRole('tab');
  await expect(tabs).toHaveText(['Overview', 'My Trips', 'Documents', 'Profile']);
  await expect(main.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const overview = main.getByRole('tabpanel', { name: 'Overview' });
  await expect(overview.getByRole('heading', { name: 'Travel Stats' })).toBeVisible();
  const stats = overview.locator('dl');
  await expect(stats).toContainText('Total bookings3');
  // Tokyo and Osaka are one destination: Japan.
  await expect(stats).toContainText('Destinations1');
  await expect(stats).toContainText('Profile completeNo');
  // Recent Activity: the three, newest first, with type and reference.
  const recent = overview.getByRole('listitem');
  await expect(recent).toHaveText([
    `Hotel${hotel.reference}`,
    `Flight${osaka.reference}`,
    `Flight${tokyo.reference}`,
  ]);
  await expect(overview.getByRole('heading', { name: 'Quick Actions' })).toBeVisible();
  await expect(overview.getByRole('link', { name: 'Plan New Trip' })).toHaveAttribute('href', '/');

  // My Trips: grouped by destination city.
  await main.getByRole('tab', { name: 'My Trips' }).click();
  const trips = main.getByRole('tabpanel', { name: 'My Trips' });
  const tokyoGroup = trips.getByRole('region', { name: 'Tokyo' });
  const osakaGroup = trips.getByRole('region', { name: 'Osaka' });
  await expect(tokyoGroup).toContainText('2 bookings');
  await expect(osakaGroup).toContainText('1 booking');
  await expect(tokyoGroup.getByRole('article')).toHaveCount(2);

  const flight = tokyoGroup.getByRole('article', { name: `Flight ${tokyo.reference}` });
  await expect(flight).toContainText('Paris → Tokyo');
  await expect(flight).toContainText(/Departure: \w{3} \d{1,2}, \d{4}/);
  await expect(flight).toContainText('Economy');
  await expect(flight).toContainText('$59.98');
  // A confirmed booking wears the default (primary) badge.
  const badge = flight.getByText('Confirmed', { exact: true });
  await expect(badge).toHaveClass(/bg-primary/);
  await expect(flight.getByRole('button', { name: 'Download Confirmation' })).toBeVisible();
  await expect(osakaGroup.getByRole('article')).toContainText('Business');

  const hotelCard = tokyoGroup.getByRole('article', { name: `Hotel ${hotel.reference}` });
  await expect(hotelCard).toContainText('Tokyo');
  await expect(hotelCard).toContainText(/Check-in: \w{3} \d{1,2}, \d{4}/);
  await expect(hotelCard).toContainText('$24.99');
  await expect(hotelCard.getByRole('button', { name: 'Download Confirmation' })).toBeVisible();

  // Documents, reached through the Quick Action.
  await main.getByRole('tab', { name: 'Overview' }).click();
  await overview.getByRole('button', { name: 'Download Documents' }).click();
  await expect(main.getByRole('tab', { name: 'Documents' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const documents = main.getByRole('tabpanel', { name: 'Documents' });
  const tickets = documents.getByRole('list', { name: 'Flight Tickets' });
  await expect(tickets.getByRole('listitem')).toHaveCount(2);
  await expect(tickets.getByRole('listitem', { name: tokyo.reference })).toContainText(
    'Paris → Tokyo',
  );
  await expect(documents.getByRole('checkbox', { name: 'Select all' })).not.toBeChecked();
  await expect(documents.getByRole('button', { name: 'Delete (0)' })).toBeDisabled();
  const vouchers = documents.getByRole('list', { name: 'Hotel Vouchers' });
  await expect(vouchers.getByRole('listitem', { name: hotel.reference })).toBeVisible();
  await expect(vouchers.getByRole('button', { name: `Download ${hotel.reference}` })).toBeVisible();
  await expect(vouchers.getByRole('button', { name: `Delete ${hotel.reference}` })).toBeVisible();
  // Vouchers have no selection.
  await expect(vouchers.getByRole('checkbox')).toHaveCount(0);

  // The skip holds for this visit: a reload does not offer the questionnaire again. What would
  // open it is the profile status the reloaded page asks for: it must say skipped.
  const status = page.waitForResponse(
    (res) => new URL(res.url()).pathname === '/api/user/profile-status',
  );
  await page.reload();
  await expect(main.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
  const statusAnswer = await status;
  expect(statusAnswer.ok()).toBe(true);
  expect(await statusAnswer.json()).toMatchObject({ hasCompletedBooking: true, skipped: true });
  await expect(questionnaire).toHaveCount(0);

  expect(errors).toEqual([]);
});
