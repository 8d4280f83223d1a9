import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { nanoid } from 'nanoid';
import { watchForErrors } from './support/console-errors';
import { toastWithTitle } from './support/toasts';

// The visa inquiries blog (product.md §9.1) against the real server: an inquiry made through the
// chat API becomes an entry that the page lists, filters by tag and ranks.

const ENTRY_TITLE = 'Japan visa requirements for Indian citizens';

/** Asks the assistant about India → Japan in a fresh session; the server records the inquiry. */
async function askAboutJapan(request: APIRequestContext) {
  const res = await request.post('/api/chat/completions', {
    data: {
      sessionId: nanoid(21),
      message: "I'm Indian and I want to visit Japan",
      nationality: 'Unknown',
      destination: 'Unknown',
      language: 'en',
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The entry cards of the recent tab. */
function entryCards(page: Page) {
  return page.getByRole('tabpanel', { name: 'Recent Inquiries' }).getByRole('article');
}

test('lists a new inquiry, filters by its tag and ranks its destination', async ({
  page,
  request,
}) => {
  const errors = watchForErrors(page);
  await askAboutJapan(request);

  await page.goto('/blog');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Visa Inquiries Blog' })).toBeVisible();
  await expect(page).toHaveTitle('Visa Inquiries Blog | AlgoTrip');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Visa Inquiries Blog | AlgoTrip',
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /visa questions travellers asked AlgoTrip/,
  );

  const tabs = main.getByRole('tablist', { name: 'Blog sections' });
  await expect(tabs.getByRole('tab', { name: 'Recent Inquiries' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // The card shows title, a long US date, destination, nationality, content and tags.
  const entry = entryCards(page).filter({ hasText: ENTRY_TITLE }).first();
  await expect(entry.getByRole('heading', { name: ENTRY_TITLE })).toBeVisible();
  await expect(entry.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  await expect(entry.getByRole('term')).toHaveText(['Destination:', 'Nationality:']);
  await expect(entry.getByRole('definition')).toHaveText(['Japan', 'India']);
  await expect(entry.getByRole('paragraph').last()).toContainText('Japan');
  const tags = entry.getByRole('list', { name: 'Tags' });
  await expect(tags.getByRole('button', { name: 'japan', exact: true })).toBeVisible();
  await expect(tags.getByRole('button', { name: 'india', exact: true })).toBeVisible();

  // Clicking a tag filters by it: the badge names it and every card carries it.
  await tags.getByRole('button', { name: 'japan', exact: true }).click();
  const filterBar = main.getByText('Filtering by tag').locator('..');
  await expect(filterBar).toContainText('japan');
  await expect(entryCards(page).filter({ hasText: ENTRY_TITLE }).first()).toBeVisible();
  const filtered = await entryCards(page).all();
  expect(filtered.length).toBeGreaterThan(0);
  for (const card of filtered) {
    await expect(card.getByRole('button', { name: 'japan', exact: true })).toBeVisible();
  }

  await main.getByRole('button', { name: 'Clear filter' }).click();
  await expect(main.getByText('Filtering by tag')).toHaveCount(0);
  await expect(entryCards(page).filter({ hasText: ENTRY_TITLE }).first()).toBeVisible();

  // The popular tab ranks Japan with its count; 'View All' filters the recent tab by it.
  await tabs.getByRole('tab', { name: 'Popular Destinations' }).click();
  const popular = main.getByRole('tabpanel', { name: 'Popular Destinations' });
  const japan = popular.getByRole('listitem').filter({ hasText: 'Japan' });
  await expect(japan).toContainText(/Inquiries: \d+/);
  await japan.getByRole('button', { name: 'View All' }).click();
  await expect(tabs.getByRole('tab', { name: 'Recent Inquiries' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(main.getByText('Filtering by tag').locator('..')).toContainText('japan');
  await expect(entryCards(page).filter({ hasText: ENTRY_TITLE }).first()).toBeVisible();

  // The sidebar leads back to the assistant, and the blog's title goes with the page.
  const sidebar = page.getByRole('complementary', { name: 'About This Blog' });
  await sidebar.getByRole('link', { name: 'Ask the AI Assistant' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).not.toHaveTitle('Visa Inquiries Blog | AlgoTrip');

  expect(errors).toEqual([]);
});

test('shows five placeholders while the entries load', async ({ page }) => {
  // Holds the real answer back until the placeholders have been seen.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/blog/entries?*', async (route) => {
    await released;
    await route.continue();
  });

  await page.goto('/blog');
  await expect(page.getByTestId('blog-entry-skeleton')).toHaveCount(5);
  release();
  await expect(page.getByTestId('blog-entry-skeleton')).toHaveCount(0);
});

test('a failed load shows the error toast', async ({ page }) => {
  await page.route('**/api/blog/entries?*', (route) => route.abort('connectionfailed'));
  await page.goto('/blog');
  const toast = toastWithTitle(page, 'Error loading blog entries');
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Failed to load blog content. Please try again later.');
});

test('switching the language fetches the entries again in that language', async ({
  page,
  request,
}) => {
  await askAboutJapan(request);
  await page.goto('/blog');
  const main = page.getByRole('main');
  await expect(main.getByRole('article', { name: ENTRY_TITLE }).first()).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitemradio', { name: '中文' }).click();
  await expect(main.getByRole('heading', { level: 1, name: '签证咨询博客' })).toBeVisible();
  await expect(
    main.getByRole('article', { name: '印度公民前往日本的签证要求' }).first(),
  ).toBeVisible();
  await expect(main.getByRole('article', { name: ENTRY_TITLE })).toHaveCount(0);
  await expect(page).toHaveTitle('签证咨询博客 | AlgoTrip');
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('the headings and the entries are translated', async ({ page, request }) => {
    await askAboutJapan(request);
    await page.goto('/blog');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: '签证咨询博客' })).toBeVisible();
    await expect(page).toHaveTitle('签证咨询博客 | AlgoTrip');
    const tabs = main.getByRole('tablist', { name: '博客栏目' });
    await expect(tabs.getByRole('tab')).toHaveText(['最新咨询', '热门目的地']);
    await expect(page.getByRole('complementary', { name: '关于本博客' })).toBeVisible();
    // Entries come in the UI language, with a Chinese date.
    const entry = main.getByRole('article', { name: '印度公民前往日本的签证要求' }).first();
    await expect(entry).toBeVisible();
    await expect(entry.locator('time')).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日$/);
  });
});
