import type { Meta, StoryObj } from '@storybook/react'
import { expect, within } from 'storybook/test'
import { TOKENS } from './tokens'

/** Every token with a swatch of its current value (switch `data-theme="dark"` on the page to see the dark ones). */
function TokenTable() {
  return (
    <table data-slot="token-table" className="border-collapse text-sm text-foreground">
      <caption className="pb-2 text-left font-medium">Design tokens</caption>
      <thead>
        <tr className="text-left">
          <th scope="col" className="border-b border-border px-2 py-1">
            Swatch
          </th>
          <th scope="col" className="border-b border-border px-2 py-1">
            Token
          </th>
          <th scope="col" className="border-b border-border px-2 py-1">
            Used for
          </th>
        </tr>
      </thead>
      <tbody>
        {TOKENS.map((token) => (
          <tr key={token.name} data-token={token.name}>
            <td className="border-b border-border px-2 py-1">
              <span
                aria-hidden="true"
                className="inline-block size-6 rounded border border-border"
                style={{ background: `var(${token.name})` }}
              />
            </td>
            <td className="border-b border-border px-2 py-1 font-mono">{token.name}</td>
            <td className="border-b border-border px-2 py-1">{token.use}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

const meta = {
  title: 'ui-kit/Theme tokens',
  component: TokenTable,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TokenTable>

export default meta
type Story = StoryObj<typeof meta>

export const Tokens: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row')
    await expect(rows).toHaveLength(TOKENS.length + 1)
  },
}
