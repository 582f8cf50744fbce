import { expect, test, type Locator, type Page } from '@playwright/test'

/**
 * Every popover-based control of the kit opens at its field, measured in real Chromium: the popup's box
 * touches the field's box (below it, or above it when the window has no room below, at most 12 px away) and
 * overlaps it horizontally — on the page and inside a dialog, at 1440×900 and at a 390×844 phone. The date
 * and month pickers used to open at the window's top-left corner (x 0, y 4): jsdom cannot see this.
 */

const GAP = 12

interface Box {
  x: number
  y: number
  width: number
  height: number
}

const box = async (locator: Locator): Promise<Box> => {
  await expect(locator).toBeVisible()
  const found = await locator.boundingBox()
  if (!found) throw new Error('not laid out')
  return found
}

/** The popup touches its field above or below and shares some of its width. */
function expectAdjacent(popup: Box, field: Box) {
  const below = popup.y - (field.y + field.height)
  const above = field.y - (popup.y + popup.height)
  const touches = (below >= 0 && below <= GAP) || (above >= 0 && above <= GAP)
  expect(touches, `popup ${JSON.stringify(popup)} not next to field ${JSON.stringify(field)}`).toBe(true)
  expect(popup.x).toBeLessThan(field.x + field.width)
  expect(popup.x + popup.width).toBeGreaterThan(field.x)
}

interface Control {
  name: string
  /** The field the popup belongs to. */
  field: (scope: Locator) => Locator
  /** What opens it. */
  open: (scope: Locator) => Locator
  /** The popup. */
  popup: (page: Page) => Locator
}

const CONTROLS: Control[] = [
  {
    name: 'date picker, a click on the text box',
    field: (scope) => scope.locator('[data-slot=date-picker]').first(),
    open: (scope) => scope.getByLabel('生日'),
    popup: (page) => page.locator('[data-slot=date-picker-content]'),
  },
  {
    name: 'date picker, its button',
    field: (scope) => scope.locator('[data-slot=date-picker]').first(),
    open: (scope) => scope.getByRole('button', { name: '选择日期' }).first(),
    popup: (page) => page.locator('[data-slot=date-picker-content]'),
  },
  {
    name: 'date range picker, the end field',
    field: (scope) => scope.locator('[data-slot=date-range-picker] [data-slot=date-picker]').nth(1),
    open: (scope) => scope.getByRole('textbox', { name: '结束日期' }),
    popup: (page) => page.locator('[data-slot=date-picker-content]'),
  },
  {
    name: 'date-time picker, the date part',
    field: (scope) => scope.locator('[data-slot=date-time-picker] [data-slot=date-picker]'),
    open: (scope) => scope.getByLabel('打卡时间'),
    popup: (page) => page.locator('[data-slot=date-picker-content]'),
  },
  {
    name: 'month picker',
    field: (scope) => scope.locator('[data-slot=month-picker]'),
    open: (scope) => scope.getByLabel('月份'),
    popup: (page) => page.locator('[data-slot=month-picker-content]'),
  },
  {
    name: 'select',
    field: (scope) => scope.getByLabel('部门'),
    open: (scope) => scope.getByLabel('部门'),
    popup: (page) => page.locator('[data-slot=select-content]'),
  },
  {
    name: 'combobox',
    field: (scope) => scope.getByLabel('负责人'),
    open: (scope) => scope.getByLabel('负责人'),
    popup: (page) => page.locator('[data-slot=combobox-content]'),
  },
  {
    name: 'popover',
    field: (scope) => scope.getByRole('button', { name: '说明' }),
    open: (scope) => scope.getByRole('button', { name: '说明' }),
    popup: (page) => page.locator('[data-slot=popover-content]'),
  },
  {
    name: 'dropdown menu',
    field: (scope) => scope.getByRole('button', { name: '更多' }),
    open: (scope) => scope.getByRole('button', { name: '更多' }),
    popup: (page) => page.locator('[data-slot=dropdown-menu-content]'),
  },
]

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]

for (const viewport of VIEWPORTS) {
  for (const where of ['page', 'dialog'] as const) {
    test(`${viewport.width}×${viewport.height}, ${where === 'page' ? 'on the page' : 'in a dialog'}: every popover control opens at its field`, async ({
      page,
    }) => {
      test.setTimeout(90_000)
      await page.setViewportSize(viewport)
      await page.goto('/popovers.html')
      if (where === 'dialog') await page.getByRole('button', { name: '打开对话框' }).click()
      const scope = page.getByTestId(`controls-${where}`)
      await expect(scope).toBeVisible()
      for (const control of CONTROLS) {
        await test.step(control.name, async () => {
          const opener = control.open(scope)
          await opener.scrollIntoViewIfNeeded()
          // Measured before opening: a modal menu hides the rest of the page from the accessibility tree.
          const field = await box(control.field(scope))
          await opener.click()
          const popup = control.popup(page)
          await expect(popup).toBeVisible()
          // Radix places the popup after a frame; wait until it stops moving.
          let last = ''
          await expect
            .poll(
              async () => {
                const now = JSON.stringify(await box(popup))
                const steady = now === last
                last = now
                return steady
              },
              { timeout: 15_000 },
            )
            .toBe(true)
          expectAdjacent(await box(popup), field)
          await page.keyboard.press('Escape')
          await expect(popup).toBeHidden()
        })
      }
    })
  }
}

test.describe('the date field keeps typing possible', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('a click on the text box opens the calendar and leaves the focus there; typing still commits', async ({
    page,
  }) => {
    await page.goto('/popovers.html')
    const scope = page.getByTestId('controls-page')
    const field = scope.getByLabel('生日')
    await field.click()
    await expect(page.locator('[data-slot=date-picker-content]')).toBeVisible()
    await expect(field).toBeFocused()
    await field.fill('2026-01-15')
    await field.press('Tab')
    await expect(page.locator('[data-slot=date-picker-content]')).toBeHidden()
    await expect(field).toHaveValue('2026-01-15')
    await expect(field).not.toBeFocused()
  })

  test('the button opens the calendar with the focus on the chosen day; a second press closes it', async ({
    page,
  }) => {
    await page.goto('/popovers.html')
    const scope = page.getByTestId('controls-page')
    const button = scope.getByRole('button', { name: '选择日期' }).first()
    await button.click()
    const popup = page.locator('[data-slot=date-picker-content]')
    await expect(popup.locator('[role=grid] button[tabindex="0"]')).toBeFocused()
    await button.click()
    await expect(popup).toBeHidden()
  })
})
