import { expect } from '@playwright/test';
import { registerResponseSchema } from '../common/contracts/auth';
import { A11Y_LANGUAGES, expectNoSeriousViolations, test } from './support/axe';
import { bookFlight, bookHotel, saveProfile } from './support/dashboard-data';
import { uniqueUser } from './support/users';

// Issue 10 point 3: axe on every page, signed out and signed in, in en and zh. One test per
// language and state keeps the set-up (a context, an account, bookings) to once.

for (const language of A11Y_LANGUAGES) {
  test(`signed-out pages have no serious axe violation (${language})`, async ({
    pageIn,
    request,
  }) => {
    test.setTimeout(90_000);
    // A real reference for /verify, bought by someone else through the API.
    const owner = await request.post('/api/auth/register', { data: uniqueUser('a11yv') });
    const { authToken } = registerResponseSchema.parse(await owner.json());
    const { reference } = await bookFlight(request, authToken, 'Tokyo');

    const page = await pageIn(language);
    const h1 = page.getByRole('heading', { level: 1 });
    const visit = async (path: string, ready: () => Promise<void>) => {
      await page.goto(path);
      await ready();
      await expectNoSeriousViolations(page, `${path} (${language})`);
    };
    const headingShown = async () => {
      await expect(h1.first()).toBeVisible();
    };

    await visit('/', async () => {
      await expect(page.getByRole('log').getByRole('article').first()).toBeVisible();
    });
    await visit('/login', headingShown);
    await visit('/register', headingShown);
    await visit('/algotrip', headingShown);
    await visit('/blog', async () => {
      await headingShown();
      await expect(page.getByRole('tabpanel').first()).toBeVisible();
    });
    await visit('/test-visa-logic', async () => {
      await expect(page.getByRole('article').first()).toBeVisible();
    });
    await visit(`/verify/${reference}`, async () => {
      await expect(page.getByRole('main').getByText(reference).first()).toBeVisible();
    });
    await visit('/verify/UNKNOWN123', async () => {
      await expect(page.getByRole('main').getByText('UNKNOWN123').first()).toBeVisible();
    });
    await visit('/no/such/page', headingShown);
    // The header's menus: language switcher.
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^(Language|语言)/ })
      .click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoSeriousViolations(page, `language menu (${language})`);
  });

  test(`signed-in pages and the dashboard have no serious axe violation (${language})`, async ({
    pageIn,
  }) => {
    test.setTimeout(90_000);
    const page = await pageIn(language);
    // Registered in the page's own context: its session cookie signs the page in.
    const res = await page.request.post('/api/auth/register', { data: uniqueUser('a11yd') });
    const { authToken } = registerResponseSchema.parse(await res.json());

    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('textbox').first()).toBeVisible();
    await expectNoSeriousViolations(page, `/profile (${language})`);

    await bookFlight(page.request, authToken, 'Tokyo');
    await bookHotel(page.request, authToken, 'Tokyo');

    // Booked and no travel profile yet: the questionnaire opens over the dashboard.
    await page.goto('/dashboard');
    const questionnaire = page.getByRole('dialog');
    await expect(questionnaire).toBeVisible();
    await expectNoSeriousViolations(page, `travel-profile questionnaire, welcome (${language})`);
    const next = questionnaire.getByRole('button', { name: /^(Next|下一步)$/ });
    await next.click();
    await questionnaire.getByRole('radio').first().check();
    await expectNoSeriousViolations(page, `questionnaire, purpose step (${language})`);
    await next.click();
    await questionnaire.getByRole('checkbox').first().check();
    await expectNoSeriousViolations(page, `questionnaire, interests step (${language})`);
    await page.keyboard.press('Escape');
    await expect(questionnaire).toBeHidden();

    // With a travel profile, the Profile tab offers the reset and its confirmation.
    await saveProfile(page.request, authToken);
    await page.reload();

    const main = page.getByRole('main');
    const tabs = main.getByRole('tab');
    await expect(tabs).toHaveCount(4);
    await expect(main.getByRole('tabpanel')).toBeVisible();
    await expectNoSeriousViolations(page, `/dashboard overview (${language})`);
    for (let i = 1; i < 4; i += 1) {
      await tabs.nth(i).click();
      await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
      await expect(main.getByRole('tabpanel')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page, `/dashboard tab ${i} (${language})`);
    }
    // The reset confirmation on the Profile tab.
    await main.getByRole('tabpanel').getByRole('button').last().click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectNoSeriousViolations(page, `reset confirmation (${language})`);
  });
}
