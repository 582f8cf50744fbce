import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

type Name = string | RegExp

const moreButtons = (scope: HTMLElement) => within(scope).queryAllByRole('button', { name: /更多|More/ })

/** Opens each 更多 menu of `scope` until `found` returns something; the menu is left open when it does. */
async function inMenus<T>(scope: HTMLElement, found: () => T | null): Promise<T | null> {
  for (const more of moreButtons(scope)) {
    await userEvent.click(more)
    await screen.findByRole('menu')
    const result = found()
    if (result) return result
    await userEvent.keyboard('{Escape}')
  }
  return null
}

/**
 * Clicks a row action by its name, inline or under a 更多 menu of `scope` (a row, or the table when the
 * action's name says which row it is for).
 */
export async function clickRowAction(scope: HTMLElement, name: Name): Promise<void> {
  const inline = within(scope).queryByRole('button', { name })
  if (inline) return userEvent.click(inline)
  const item = await inMenus(scope, () => screen.queryByRole('menuitem', { name }))
  if (!item) throw new Error(`no row action ${String(name)}`)
  await userEvent.click(item)
}

/** Whether `scope` offers the action, inline or under 更多 (any menu opened is closed again). */
export async function hasRowAction(scope: HTMLElement, name: Name): Promise<boolean> {
  if (within(scope).queryByRole('button', { name })) return true
  const item = await inMenus(scope, () => screen.queryByRole('menuitem', { name }))
  if (item) await userEvent.keyboard('{Escape}')
  return item !== null
}
