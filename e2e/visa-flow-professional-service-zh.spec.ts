import { expect, test, type Page } from '@playwright/test';
import { watchForErrors } from './support/console-errors';
import { uniqueUser } from './support/users';

// product.md §3.5, visa_assistance, in Chinese: a signed-in Indian traveller to the USA books
// the $199 professional visa service and gets a VS- reference and the 2-hour promise.

async function say(page: Page, text: string) {
  const input = page.getByRole('textbox', { name: '消息' });
  await input.fill(text);
  await input.press('Enter');
}

test('the professional visa service in 中文 confirms a VS- order', async ({ page }) => {
  const errors = watchForErrors(page);
  // Signed in by the session cookie the registration sets in this browser context.
  const res = await page.request.post('/api/auth/register', { data: uniqueUser() });
  expect(res.status(), await res.text()).toBe(201);

  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: '中文' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await expect(page.getByRole('banner').getByRole('button', { name: '注册' })).toHaveCount(0);

  const log = page.getByRole('log', { name: '对话' });
  await say(page, '我想去美国旅行');
  await expect(page.getByText('目的地：美国')).toBeVisible();
  await say(page, '我是印度人');
  await page.getByRole('checkbox', { name: '旅游' }).check();
  await page.getByRole('button', { name: '确认' }).click();

  const card = page.getByRole('region', { name: '美国签证信息' });
  await expect(card.getByRole('tab', { name: '签证选项' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(card.getByText('第 1 页，共 2 页')).toBeVisible();
  await expect(
    card.getByRole('article', { name: 'B-1/B-2 访问签证' }).getByText('适合您的出行目的'),
  ).toBeVisible();

  await page.getByRole('button', { name: '获取签证协助' }).click();
  await page.getByRole('button', { name: '专业签证服务' }).click();
  await expect(page.getByText('US$199，另加政府费用', { exact: true })).toBeVisible();
  await expect(page.getByText('10 至 15 个工作日', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '预订专业服务' }).click();

  await expect(log.getByRole('article', { name: '您' }).last()).toHaveText('预订专业服务');
  const confirmation = page.getByRole('region', { name: '订单已确认' });
  await expect(confirmation).toContainText(/VS-[A-Z0-9]{9}/);
  // No mailer on this server: no email is promised; the order waits in the dashboard.
  await expect(confirmation).toContainText('您的订单及其文件已在个人中心');
  await expect(confirmation).not.toContainText('2 小时内');
  // The complementary services follow, then booking.
  await page.getByRole('button', { name: '继续预订' }).click();
  await expect(log.getByRole('article', { name: '您' }).last()).toHaveText('继续预订');
  await expect(page.getByRole('button', { name: '继续预订' })).toBeDisabled();

  expect(errors).toEqual([]);
});
