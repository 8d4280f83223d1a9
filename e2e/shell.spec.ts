import { expect, test, type Page } from '@playwright/test';
import { watchForErrors } from './support/console-errors';

/** True when two CJK characters draw differently: missing-glyph boxes all look the same. */
async function chineseGlyphsRender(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const font = `32px ${getComputedStyle(document.body).fontFamily}`;
    const draw = (text: string) => {
      const canvas = document.createElement('canvas');
      canvas.width = 48;
      canvas.height = 48;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.font = font;
      context.fillText(text, 4, 38);
      return Array.from(context.getImageData(0, 0, 48, 48).data).join(',');
    };
    return draw('中') !== draw('文') && draw('中') !== draw('\u{10FFFD}');
  });
}

test('the shell: navigation, 404, language switch and the mobile menu', async ({
  page,
}, testInfo) => {
  const errors = watchForErrors(page, { missingPages: ['/no/such/page'] });

  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Blog' })).toBeVisible();

  // Header links reach the blog and the legacy landing page.
  await banner.getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await banner.getByRole('link', { name: 'About AlgoTrip' }).click();
  await expect(page).toHaveURL(/\/algotrip$/);
  await expect(banner.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Register' })).toBeVisible();

  // An unknown path shows the 404 page, served by the app (not a server error page).
  // Its status says so too, for crawlers and link checkers.
  const missing = await page.goto('/no/such/page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();

  // Switching to Chinese translates the header and the <html lang>, and survives a reload.
  await page.goto('/');
  await banner.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitemradio', { name: '中文' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await expect(banner.getByRole('link', { name: '博客' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Blog' })).toHaveCount(0);
  expect(await chineseGlyphsRender(page)).toBe(true);
  await testInfo.attach('header-zh', { body: await page.screenshot(), contentType: 'image/png' });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('zh');
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'i18next')?.value).toBe('zh');

  // Under 768 px the navigation collapses behind a menu toggle that holds New Chat.
  await page.setViewportSize({ width: 375, height: 740 });
  await banner.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  const menuButton = banner.getByRole('button', { name: 'Menu' });
  await expect(menuButton).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(banner.getByRole('link', { name: 'Blog' })).toBeHidden();
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(banner.getByRole('link', { name: 'Blog' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'New Chat' })).toBeVisible();
  await banner.getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);

  expect(errors).toEqual([]);
});

test.describe('language detection', () => {
  test.use({ locale: 'es-ES' });

  test('follows the browser first, then the choice the user made', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    await page.getByRole('banner').getByRole('button', { name: 'Idioma' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // Next visit: the stored choice wins over the Spanish browser.
    await page.goto('/blog');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Blog' })).toBeVisible();
  });
});
