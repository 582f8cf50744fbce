import { expect, test, type Page } from './test'
import { expectNoSeriousA11yViolations, signIn, chooseOption } from './support'

/**
 * Recruitment journey: a candidate is added, moved along the pipeline on the board to the interview
 * stage, then moved to the talent pool, where 人才库 lists it. The app is a black box: roles, labels, text.
 */

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__test/reset')).ok()).toBe(true)
})

const stageColumn = (page: Page, stage: string) => page.getByRole('region', { name: new RegExp(`^${stage}`) })

test('候选人: add, move through the board to 面试, move to the talent pool, see it in 人才库', async ({
  page,
}) => {
  test.setTimeout(150_000)
  await signIn(page)
  await page.goto('/rec/candidate')
  const list = page.getByRole('table', { name: '候选人列表' })
  await expect(list.getByRole('row')).not.toHaveCount(1)

  await page.getByRole('button', { name: '新增', exact: true }).click()
  const add = page.getByRole('dialog', { name: '新增候选人' })
  await add.getByLabel('姓名').fill('端到端候选人')
  await add.getByLabel('手机号').fill('13912340000')
  await chooseOption(add, '应聘职位', '成衣质检员')
  await chooseOption(add, '来源', '校园招聘')
  await add.getByRole('button', { name: '确定' }).click()
  await expect(add).toBeHidden()

  await page.getByRole('radio', { name: '看板' }).click()
  await chooseOption(page, '应聘职位', '成衣质检员')
  await expect(stageColumn(page, '已投递').getByRole('listitem', { name: '端到端候选人' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('button', { name: '将端到端候选人推进到筛选' }).click()
  await expect(stageColumn(page, '筛选').getByRole('listitem', { name: '端到端候选人' })).toBeVisible()
  await page.getByRole('button', { name: '将端到端候选人推进到面试' }).click()
  const card = stageColumn(page, '面试').getByRole('listitem', { name: '端到端候选人' })
  await expect(card).toBeVisible()
  await expect(stageColumn(page, '已投递').getByRole('listitem', { name: '端到端候选人' })).toHaveCount(0)

  await card.getByRole('button', { name: '将端到端候选人移入人才库' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('确定将「端到端候选人」移入人才库吗?')
  await confirm.getByRole('button', { name: '确定' }).click()
  await expect(page.getByText('已移入人才库')).toBeVisible()
  await expect(stageColumn(page, '未录用').getByRole('listitem', { name: '端到端候选人' })).toBeVisible()

  await page.goto('/rec/talent')
  await page.getByRole('search').getByRole('textbox', { name: '姓名' }).fill('端到端')
  await page.getByRole('button', { name: '查询' }).click()
  const talents = page.getByRole('table', { name: '人才列表' })
  await expect(talents.getByRole('row')).toHaveCount(2)
  await expect(talents.getByRole('cell', { name: '端到端候选人' })).toBeVisible()
  await expect(talents.getByRole('cell', { name: '13912340000' })).toBeVisible()
})
