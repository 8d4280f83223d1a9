import { expect, test } from '@playwright/test';
import { reservationsResponseSchema } from '../common/contracts/bookings';
import {
  bookFlight,
  bookHotel,
  registerWithToken,
  signInThroughPage,
} from './support/dashboard-data';
import { toastWithTitle } from './support/toasts';
import { uniqueUser } from './support/users';

// Issue 9, product.md §8.4: selected flight tickets are deleted together after the
// confirmation, in parallel; a failed delete is named and stays selected.

test('bulk-delete two flight tickets after the confirmation', async ({ page, request }) => {
  const user = uniqueUser('bulk');
  const token = await registerWithToken(request, user);
  const first = await bookFlight(request, token, 'Tokyo');
  const second = await bookFlight(request, token, 'Kyoto');
  const third = await bookFlight(request, token, 'Osaka');
  const hotel = await bookHotel(request, token, 'Tokyo');

  await signInThroughPage(page, user);
  const questionnaire = page.getByRole('dialog', { name: 'Tell us about your travel style' });
  await questionnaire.getByRole('button', { name: 'Skip for now' }).click();

  const main = page.getByRole('main');
  await main.getByRole('tab', { name: 'Documents' }).click();
  const documents = main.getByRole('tabpanel', { name: 'Documents' });
  const tickets = documents.getByRole('list', { name: 'Flight Tickets' });
  await expect(tickets.getByRole('listitem')).toHaveCount(3);

  // Select all, then leave one out: the select-all box shows the mixed state.
  const selectAll = documents.getByRole('checkbox', { name: 'Select all' });
  await selectAll.check();
  await expect(documents.getByRole('button', { name: 'Delete (3)' })).toBeEnabled();
  await documents.getByRole('checkbox', { name: `Select ${third.reference}` }).uncheck();
  expect(await selectAll.evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(true);
  const deleteSelected = documents.getByRole('button', { name: 'Delete (2)' });

  // Cancel deletes nothing.
  await deleteSelected.click();
  const confirm = page.getByRole('alertdialog', {
    name: 'Are you sure you want to delete 2 selected items?',
  });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(tickets.getByRole('listitem')).toHaveCount(3);

  // Both deletes leave together (neither waits for the other), then both tickets are gone.
  const deletes: string[] = [];
  let releaseDeletes = () => {};
  const held = new Promise<void>((resolve) => (releaseDeletes = resolve));
  await page.route('**/api/purchases/*', async (route) => {
    if (route.request().method() !== 'DELETE') return route.continue();
    deletes.push(new URL(route.request().url()).pathname.split('/').pop() ?? '');
    await held;
    await route.continue();
  });
  await deleteSelected.click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => deletes.length).toBe(2);
  releaseDeletes();
  expect(deletes.sort()).toEqual([first.id, second.id].sort());
  await expect(toastWithTitle(page, 'Deleted')).toContainText('2 items were deleted.');
  await expect(tickets.getByRole('listitem')).toHaveCount(1);
  await expect(tickets.getByRole('listitem', { name: third.reference })).toBeVisible();
  await page.unroute('**/api/purchases/*');

  const res = await request.get('/api/reservations', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const left = reservationsResponseSchema.parse(await res.json()).map((b) => b.reference);
  expect(left.sort()).toEqual([third.reference, hotel.reference].sort());

  // A failed delete is reported by reference, and its ticket stays.
  await page.route('**/api/purchases/*', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 500, json: { message: 'Internal Server Error' } })
      : route.continue(),
  );
  await documents.getByRole('checkbox', { name: `Select ${third.reference}` }).check();
  await documents.getByRole('button', { name: 'Delete (1)' }).click();
  await page
    .getByRole('alertdialog', { name: 'Are you sure you want to delete 1 selected items?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toastWithTitle(page, 'Some items could not be deleted')).toContainText(
    `Not deleted: ${third.reference}.`,
  );
  await expect(tickets.getByRole('listitem', { name: third.reference })).toBeVisible();
  await expect(documents.getByRole('button', { name: 'Delete (1)' })).toBeEnabled();
  await page.unroute('**/api/purchases/*');

  // One voucher, deleted on its own after its confirmation.
  const vouchers = documents.getByRole('list', { name: 'Hotel Vouchers' });
  await vouchers.getByRole('button', { name: `Delete ${hotel.reference}` }).click();
  const single = page.getByRole('alertdialog', {
    name: 'Are you sure you want to delete this booking?',
  });
  await single.getByRole('button', { name: 'Delete' }).click();
  await expect(toastWithTitle(page, 'Deleted')).toContainText('The booking was deleted.');
  await expect(documents.getByText('No hotel vouchers yet')).toBeVisible();
});
