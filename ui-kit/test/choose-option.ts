import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

/**
 * Picks an option of a ui-kit Select or Combobox as a person would: opens it with its trigger, types into
 * the search field when there is one (a combobox), and clicks the option by its accessible name.
 */
export async function chooseOption(trigger: HTMLElement, option: string | RegExp): Promise<void> {
  await userEvent.click(trigger)
  const listbox = await screen.findByRole('listbox')
  // A Combobox's search field sits in the popover above its list; a Select has none.
  const search = listbox.parentElement?.querySelector('input[role="combobox"]')
  if (search instanceof HTMLInputElement && typeof option === 'string') await userEvent.type(search, option)
  await userEvent.click(await within(listbox).findByRole('option', { name: option }))
}
