import { expect, test, type Page } from './test'
import { expectNoSeriousA11yViolations, signIn, chooseOption } from './support'

/**
 * Quality reference data: the ISO 2859-1 sampling plan computed on 抽样水平 (lot 2000, level II,
 * AQL 2.5 → K, 125, Ac 7, Re 8), then a new brand and a check rule for it.
 */

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__test/reset')).ok()).toBe(true)
})

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })

test.describe('quality reference data', () => {
  test('抽样水平: compute the plan of a lot from the seeded ISO 2859-1 tables', async ({ page }) => {
    await signIn(page)
    await page.goto('/qc/sampleSizeLevel')
    const list = page.getByRole('table', { name: '抽样水平列表' })
    await expect(list.getByRole('row')).toHaveCount(11)

    const panel = page.getByRole('region', { name: '抽样方案计算' })
    await panel.getByLabel('批量').fill('2000')
    await chooseOption(panel, '检验水平', 'II')
    await chooseOption(panel, 'AQL', '2.5')
    await panel.getByRole('button', { name: '计算' }).click()
    const plan = panel.getByLabel('抽样方案')
    await expect(plan).toContainText('样本量字码K')
    await expect(plan).toContainText('样本量125')
    await expect(plan).toContainText('接收数 Ac7')
    await expect(plan).toContainText('拒收数 Re8')

    // AQL 1.0 at lot 120 (F) follows the arrow up to E: 13 units, Ac 0 Re 1.
    await panel.getByLabel('批量').fill('120')
    await chooseOption(panel, 'AQL', '1.0')
    await panel.getByRole('button', { name: '计算' }).click()
    await expect(plan).toContainText('样本量字码E')
    await expect(plan).toContainText('样本量13')
    // The pointer rests on 计算 after the click; its hover tint is not the resting colour axe should judge.
    await page.mouse.move(0, 0)
    await expectNoSeriousA11yViolations(page)
  })

  test('客户品牌 and 检验规则: add a brand, then a check rule for it', async ({ page }) => {
    await signIn(page)
    await page.goto('/qc/brand')
    const brands = page.getByRole('table', { name: '品牌列表' })
    await expect(brands.getByRole('cell', { name: 'BR001' })).toBeVisible()
    await page.getByRole('button', { name: '新增', exact: true }).click()
    const addBrand = dialog(page, '新增品牌')
    await addBrand.getByLabel('品牌编码').fill('E2E01')
    await addBrand.getByLabel('品牌名称').fill('端到端服饰')
    await addBrand.getByLabel('客户').fill('端到端贸易')
    await addBrand.getByLabel('国家/地区').fill('荷兰')
    await addBrand.getByRole('button', { name: '确定' }).click()
    await expect(addBrand).toBeHidden()
    await page.getByRole('search').getByRole('textbox', { name: '品牌编码' }).fill('E2E01')
    await page.getByRole('button', { name: '查询' }).click()
    await expect(brands.getByRole('cell', { name: '端到端服饰' })).toBeVisible()

    await page.goto('/qc/checkRule')
    const rules = page.getByRole('table', { name: '检验规则列表' })
    await expect(rules.getByRole('row')).not.toHaveCount(1)
    await page.getByRole('button', { name: '新增', exact: true }).click()
    const addRule = dialog(page, '新增检验规则')
    await chooseOption(addRule, '品牌', 'E2E01 端到端服饰')
    await addRule.getByLabel('产品类别').fill('针织开衫')
    await chooseOption(addRule, '检验水平', 'II')
    await chooseOption(addRule, '致命AQL', '0.065')
    await chooseOption(addRule, '严重AQL', '2.5')
    await chooseOption(addRule, '轻微AQL', '4.0')
    await addRule.getByRole('button', { name: '确定' }).click()
    await expect(addRule).toBeHidden()
    const row = rules.getByRole('row').filter({ hasText: '针织开衫' })
    await expect(row).toContainText('E2E01 端到端服饰')
    await expect(row).toContainText('2.5')
    await expect(row).toContainText('4.0')
    await expectNoSeriousA11yViolations(page)
  })
})
