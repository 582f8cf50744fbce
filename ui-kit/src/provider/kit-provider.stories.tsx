import type { Meta, StoryObj } from '@storybook/react'
import { expect, waitFor, within } from 'storybook/test'
import { Button } from '../button/button'
import { DatePicker } from '../date-picker/date-picker'
import { useT } from '../i18n/i18n'
import { Pagination } from '../pagination/pagination'
import { KitProvider } from './kit-provider'

/** Kit texts and a date field, in the provider's language. */
function Sample() {
  const t = useT()
  return (
    <div className="flex flex-col items-start gap-3">
      <div className="flex gap-2">
        <Button variant="primary">{t('新增')}</Button>
        <Button>{t('保存')}</Button>
        <Button variant="danger">{t('删除')}</Button>
      </div>
      <DatePicker value="2024-03-09" onValueChange={() => undefined} aria-label="date" />
      <Pagination pageNo={1} pageSize={10} total={42} onChange={() => undefined} />
    </div>
  )
}

/** A French host's messages for some of the kit's keys; the others show in English. */
const fr = {
  新增: 'Ajouter',
  保存: 'Enregistrer',
  删除: 'Supprimer',
  '{{first}}-{{last}} 共 {{total}} 条': '{{first}}-{{last}} sur {{total}}',
}

const meta = {
  title: 'ui-kit/KitProvider (language and theme)',
  component: KitProvider,
  args: { locale: 'en-US', children: <Sample /> },
  argTypes: { locale: { control: 'select', options: ['zh-CN', 'en-US', 'fr-FR'] } },
} satisfies Meta<typeof KitProvider>

export default meta
type Story = StoryObj<typeof meta>

/** English, built in: the subtree shows once the English texts are loaded, never the Chinese ones first. */
export const English: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add' })).toBeInTheDocument())
    await expect(canvasElement.textContent).not.toMatch(/[\u4e00-\u9fff]/)
  },
}

/** Chinese, the default and source language. */
export const Chinese: Story = {
  args: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '新增' })).toBeInTheDocument()
  },
}

/** French with the host's messages (English for the rest), dates as DD/MM/YYYY, and a brand colour on the subtree. */
export const FrenchWithBrandColour: Story = {
  args: { locale: 'fr-FR', messages: fr, theme: { primary: '#0f766e' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Ajouter' })).toBeInTheDocument())
    await expect(canvas.getByRole('textbox', { name: 'date' })).toHaveValue('09/03/2024')
  },
}
