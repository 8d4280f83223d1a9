import { expect, test, type Page } from '@playwright/test';
import { pickCity } from './support/city-picker';
import { uniqueUser } from './support/users';

// The chat page holds still: only the conversation scrolls. The header, the chat's title bar
// and the message box stay in place, the window never scrolls and the document is never
// taller than the window, whatever the conversation holds (long answers, step panels, a
// booking, a dialog, error replies). Content that escaped the conversation's scroll box (its
// visually hidden headings and legends) used to make the document grow, so scrolling the
// newest message into view scrolled the whole window.

const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1280, height: 850 },
] as const;

// The messages, not the cards inside a step panel (a visa card's options are articles too).
const MESSAGE = { name: /^(You|AlgoTrip assistant)$/ };

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Waits until neither the conversation nor the window has moved for ten frames, so a smooth
 * scroll started for the newest message (a frame after it rendered) has run to its end.
 */
async function settled(page: Page) {
  await page.getByRole('log', { name: 'Conversation', includeHidden: true }).evaluate(
    (log) =>
      new Promise<void>((resolve) => {
        let scroller: HTMLElement | null = log.parentElement;
        while (scroller && !/(auto|scroll)/.test(getComputedStyle(scroller).overflowY)) {
          scroller = scroller.parentElement;
        }
        let last = '';
        let unchanged = 0;
        const tick = () => {
          const now = `${scroller?.scrollTop ?? 0} ${window.scrollY}`;
          unchanged = now === last ? unchanged + 1 : 0;
          last = now;
          if (unchanged >= 10) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

/**
 * Fails when the window has ever scrolled, the document outgrew it, or the frame moved; and
 * right after a message came, when it is not in view (the conversation scrolled to it).
 */
async function expectHeldStill(page: Page, when: string, { afterMessage = true } = {}) {
  await settled(page);
  // Also under an open dialog, which hides the page from assistive technology.
  const hidden = { includeHidden: true };
  const newest = page
    .getByRole('log', { name: 'Conversation', ...hidden })
    .getByRole('article', { ...MESSAGE, ...hidden })
    .last();
  if (afterMessage) await expect(newest, `the newest message in view ${when}`).toBeInViewport();
  const window_ = await page.evaluate(() => ({
    maxScrollY: (window as unknown as { maxScrollY: number }).maxScrollY,
    scrollY: window.scrollY,
    scrollHeight: document.documentElement.scrollHeight,
    innerHeight: window.innerHeight,
  }));
  expect(window_.scrollY, `window.scrollY ${when}`).toBe(0);
  expect(window_.maxScrollY, `the window scrolled at some point up to ${when}`).toBe(0);
  expect(window_.scrollHeight, `document height ${when}`).toBeLessThanOrEqual(window_.innerHeight);
  const header = await page.getByRole('banner', hidden).boundingBox();
  const titleBar = await page.getByRole('button', { name: 'Reset chat', ...hidden }).boundingBox();
  const input = await page.getByRole('textbox', { name: 'Message', ...hidden }).boundingBox();
  expect(header?.y, `header top ${when}`).toBe(0);
  expect(titleBar?.y, `chat title bar ${when}`).toBeGreaterThanOrEqual(header!.height);
  expect(input!.y + input!.height, `message box ${when}`).toBeLessThanOrEqual(window_.innerHeight);
}

for (const viewport of VIEWPORTS) {
  test(`the chat holds still at ${viewport.width}x${viewport.height}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    // Every window scroll, however brief (a smooth scroll that later went back would count).
    await page.addInitScript(() => {
      const w = window as unknown as { maxScrollY: number };
      w.maxScrollY = 0;
      window.addEventListener(
        'scroll',
        () => (w.maxScrollY = Math.max(w.maxScrollY, window.scrollY)),
        { passive: true },
      );
    });
    // Signed in (the page shares this request context's cookies), so Book Flight goes straight
    // to the cities.
    const res = await page.request.post('/api/auth/register', { data: uniqueUser('still') });
    expect(res.status(), await res.text()).toBe(201);
    // The booking below offers the travel-profile questionnaire, which opens over the chat as
    // soon as the chat's own wizard gives way (to the error replies at the end): this traveller
    // has declined it already, so what is measured is the chat alone.
    const skip = await page.request.post('/api/user/profile/skip', { data: {} });
    expect(skip.status(), await skip.text()).toBe(200);

    await page.goto('/');
    const log = page.getByRole('log', { name: 'Conversation' });
    const articles = log.getByRole('article', MESSAGE);
    const input = page.getByRole('textbox', { name: 'Message' });
    const say = async (text: string) => {
      await expect(input).toBeEnabled();
      const before = await articles.count();
      await input.fill(text);
      await input.press('Enter');
      await expect(articles).toHaveCount(before + 2);
    };
    await expect(input).toBeEnabled();
    await expectHeldStill(page, 'on a fresh chat');

    // A long visa answer, then its purpose panel and the visa card that follows.
    await say('I am from India and I want to visit Japan');
    await expect(log.getByRole('heading', { name: 'Visa Requirements for Japan' })).toBeVisible();
    await expectHeldStill(page, 'after the visa answer');
    const purposes = page.getByRole('group', { name: 'What is the purpose of your trip?' });
    await purposes.getByRole('checkbox', { name: 'Tourism' }).check();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(log).toContainText('Showing the visas for your purposes: Tourism.');
    await expectHeldStill(page, 'after the purpose panel');

    // A visa-free path in a new chat: Book Flight, the city selection panel, the booking.
    await page.getByRole('button', { name: 'Reset chat' }).click();
    await expect(articles).toHaveCount(1);
    await say('I am German and I want to visit Japan');
    await page.getByRole('button', { name: 'Book Flight' }).last().click();
    const panel = log.getByRole('region', { name: /Select Your Travel Cities/ });
    await expect(panel).toBeVisible();
    await expectHeldStill(page, 'with the city selection panel');
    await pickCity(page, 'From', 'Berlin', /^Berlin/);
    await pickCity(page, 'To', 'Osaka', /^Osaka/);
    await panel.getByRole('radio', { name: 'One-way' }).check();
    await panel.getByRole('button', { name: 'Continue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book Your Flight' });
    await expect(dialog).toBeVisible();
    // Picking the cities scrolled the conversation on to the panel's Continue button.
    await expectHeldStill(page, 'with the booking dialog open', { afterMessage: false });
    await dialog.getByLabel('Departure date').fill(inDays(40));
    await dialog.getByLabel('Full name as on passport').fill('Zoë Müller');
    await dialog.getByLabel('Email').fill('zoe@example.com');
    await dialog.getByLabel('Passport number').fill('X1234567');
    await dialog.getByRole('button', { name: /^Book for/ }).click();
    await expect(dialog).toBeHidden();
    await expect(log.getByRole('region', { name: 'Flight Reservation Confirmed' })).toBeVisible();
    // The confirmation starts the itinerary wizard by itself: its first step has arrived before
    // the completions are made to fail below.
    await expect(log.getByText('Step 1 of 5', { exact: false }).last()).toBeVisible();
    await expectHeldStill(page, 'after the booking');

    // Error replies: the completion request fails, the chat answers with its apology.
    await page.route('**/api/chat/completions', (route) => route.abort());
    const apology = log.getByText(
      "I'm sorry, I encountered an error processing your request. Please try again.",
    );
    for (const attempt of [1, 2, 3]) {
      await expect(input).toBeEnabled();
      await input.fill(`Tell me about Osaka, try ${attempt}`);
      await input.press('Enter');
      await expect(apology).toHaveCount(attempt);
    }
    await expectHeldStill(page, 'after three error replies');
  });
}
