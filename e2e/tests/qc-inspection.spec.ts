import { expect, test, type Page } from './test'
import { expectNoSeriousA11yViolations, signIn, chooseOption, rowAction } from './support'

/**
 * Quality inspection (docs/modules.md "register" and "checkReport"): an inspection registered at a danger address
 * is warned about (and still saved); a check report for it shows the sample size and Ac/Re as soon as the
 * registration is chosen, takes its defect lines in the editable table, and is judged by the server.
 */

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__test/reset')).ok()).toBe(true)
})

const STYLE = 'E2E-STYLE-01'
const DANGER = '广东省东莞市虎门镇白沙工业区8号'

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })

test('检验登记 at a danger address, then a check report with defect lines judged by the server', async ({
  page,
}) => {
  await signIn(page)
  await page.goto('/qc/register')
  const registers = page.getByRole('table', { name: '检验登记列表' })
  await expect(registers.getByRole('row')).not.toHaveCount(1)

  await page.getByRole('button', { name: '新增', exact: true }).click()
  const add = dialog(page, '新增检验登记')
  await chooseOption(add, '品牌', '北辰户外')
  // The brand's rule of this category: level II, AQL 0.065 / 2.5 / 4.0.
  await chooseOption(add, '产品类别', '户外夹克')
  await add.getByLabel('款号').fill(STYLE)
  await add.getByLabel('批量').fill('2000')
  await add.getByLabel('工厂').fill('虎门端到端制衣厂')
  await add.getByLabel('验货地址').fill(`${DANGER} 2栋`)
  await add.getByLabel('验货地址').blur()
  const warning = add.getByRole('alert')
  await expect(warning).toContainText('该验货地址命中危险地址')
  await expect(warning).toContainText(`${DANGER}（风险高：曾发现转包至无资质工厂）`)
  await expectNoSeriousA11yViolations(page)
  await add.getByRole('button', { name: '确定' }).click()
  await expect(add).toBeHidden()
  await expect(page.getByText(/命中危险地址「广东省东莞市虎门镇白沙工业区8号」/)).toBeVisible()

  await page.getByRole('search').getByRole('textbox', { name: '款号' }).fill(STYLE)
  await page.getByRole('button', { name: '查询' }).click()
  await expect(registers.getByRole('row')).toHaveCount(2)
  const registerNo = (await registers.getByRole('cell', { name: /^QC\d{12}$/ }).textContent())?.trim() ?? ''
  expect(registerNo).toMatch(/^QC\d{12}$/)

  // The report for it.
  await page.goto('/qc/checkReport')
  const reports = page.getByRole('table', { name: '检验报告列表' })
  await expect(reports.getByRole('row')).not.toHaveCount(1)
  await page.getByRole('button', { name: '新增', exact: true }).click()
  const editor = dialog(page, '新增检验报告')
  await chooseOption(editor, '检验登记', `${registerNo} · ${STYLE} · 虎门端到端制衣厂`)
  // Lot 2000 at level II is letter K; critical AQL 0.065 points down to L: 200 pieces, Ac 0 / Re 1.
  await expect(editor.getByTestId('sample-size')).toHaveText('200')
  const acRe = editor.getByRole('table', { name: '接收/拒收数' })
  await expect(acRe.getByRole('row', { name: /严重 2.5 K 125 0 7 8/ })).toBeVisible()
  await expect(acRe.getByRole('row', { name: /致命 0.065 L 200 0 0 1/ })).toBeVisible()
  await expect(editor.getByTestId('plan-rule')).toHaveText('检验规则：品牌 + 产品类别「户外夹克」')
  // The administrator inspects nothing: no inspector is proposed, and the picker offers the inspectors.
  await expect(editor.getByRole('combobox', { name: '检验员' })).toHaveText('请选择检验员')
  await chooseOption(editor, '检验员', '质检李工')

  // A defect line in the editable table: standard, severity from it, quantity 8 (Ac 7 → fail).
  await editor.getByRole('button', { name: '新增缺陷' }).click()
  const defects = editor.getByRole('region', { name: '缺陷明细' }).first()
  const standardCell = defects.locator('[role="gridcell"][col-id="defectStandardId"]').first()
  await standardCell.dblclick()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(standardCell).not.toHaveText('')
  await expect(defects.locator('[role="gridcell"][col-id="severity"]').first()).not.toHaveText('')
  const quantityCell = defects.locator('[role="gridcell"][col-id="quantity"]').first()
  await quantityCell.click()
  await page.keyboard.type('8')
  await page.keyboard.press('Enter')
  await expect(quantityCell).toHaveText('8')

  const severity = (await defects.locator('[role="gridcell"][col-id="severity"]').first().textContent()) ?? ''
  const severityKey = severity.includes('严重') ? 'major' : severity.includes('致命') ? 'critical' : 'minor'
  await expect(editor.getByTestId(`${severityKey}-total`)).toHaveText('8')
  await expect(editor.getByTestId('live-result')).toHaveText('不合格')

  await editor.getByRole('button', { name: '保存', exact: true }).click()
  await expect(page.getByText('保存成功！检验结果：不合格')).toBeVisible()
  await expect(editor).toBeHidden()

  const row = reports.getByRole('row').filter({ hasText: registerNo })
  await expect(row).toHaveCount(1)
  await expect(row.getByRole('cell', { name: '200', exact: true })).toBeVisible()
  await expect(row.getByText('不合格')).toBeVisible()

  await rowAction(row, '详情')
  const detail = dialog(page, '检验报告详情')
  await expect(detail.getByText('抽样数量')).toBeVisible()
  await expect(
    detail.getByRole('table', { name: '缺陷明细' }).getByRole('cell', { name: '8', exact: true }),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})
