import { expect, test } from '@playwright/test';

// The internal visa logic page (product.md §9.3): each scenario highlights the right US visa and
// passes. Terms and definitions carry no names of their own (ARIA prohibits it), so the checks read
// each card's accessibility tree in order: the definition after 'Highlighted visa' is the
// highlighted visa.
const scenarios = [
  { title: 'Academic study', visa: 'F-1 Student Visa' },
  { title: 'Vocational study', visa: 'M-1 Vocational Student Visa' },
  { title: 'Study plus work', visa: 'M-1 Vocational Student Visa' },
  { title: 'Business', visa: 'B-1/B-2 Visitor Visa' },
];

test('the visa logic test page highlights the expected visa in every scenario', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/test-visa-logic');
  await expect(page.getByRole('heading', { level: 1, name: 'Visa Logic Test' })).toBeVisible();
  await expect(page.getByText('Scenarios passing: 4 of 4')).toBeVisible();

  const list = page.getByRole('region', { name: 'Scenarios' }).getByRole('list');
  await expect(list.getByRole('listitem')).toHaveCount(scenarios.length);

  for (const { title, visa } of scenarios) {
    const scenario = list.getByRole('article', { name: title, exact: true });
    await expect(scenario).toMatchAriaSnapshot(`
      - heading "${title}" [level=3]
      - term: Highlighted visa
      - definition: ${visa}
      - term: Expected visa
      - definition: ${visa}
      - term: Result
      - definition: Pass
    `);
  }

  // The fixed sample result lists the five US visas with the fees of the test data.
  const sample = page.getByRole('region', { name: 'Sample visa result' });
  await expect(sample.getByRole('article')).toHaveCount(5);
  await expect(sample.getByRole('article', { name: 'B-1/B-2 Visitor Visa' })).toMatchAriaSnapshot(`
    - term: Fee
    - definition: $185
    - term: Processing time
    - definition
    - term: Validity
    - definition: /Up to 10 years/
  `);
  await expect(sample.getByRole('article', { name: 'H-1B Specialty Occupation Visa' }))
    .toMatchAriaSnapshot(`
    - term: Fee
    - definition: $205 plus the employer's petition fees
  `);

  expect(errors).toEqual([]);
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('the page is translated and still passes', async ({ page }) => {
    await page.goto('/test-visa-logic');
    await expect(page.getByRole('heading', { level: 1, name: '签证逻辑测试' })).toBeVisible();
    await expect(page.getByRole('article', { name: '学习加工作' })).toMatchAriaSnapshot(`
      - term: 高亮的签证
      - definition: M-1 职业学生签证
      - term: 预期的签证
      - definition: M-1 职业学生签证
      - term: 结果
      - definition: 通过
    `);
  });
});
