import type { Meta, StoryObj } from '@storybook/react'
import { Drawer, DrawerContent, DrawerDescription, DrawerTitle, DrawerTrigger } from './drawer'

const meta = {
  title: 'ui-kit/Drawer',
  component: DrawerContent,
  args: { side: 'right', width: 300 },
  argTypes: { side: { control: 'inline-radio', options: ['left', 'right'] }, width: { control: 'number' } },
  render: (args) => (
    <Drawer defaultOpen>
      <DrawerTrigger>系统设置</DrawerTrigger>
      <DrawerContent {...args}>
        <DrawerTitle className="text-base font-semibold">整体风格设置</DrawerTitle>
        <DrawerDescription className="text-sm text-muted-foreground">主题、布局与颜色</DrawerDescription>
      </DrawerContent>
    </Drawer>
  ),
} satisfies Meta<typeof DrawerContent>

export default meta
type Story = StoryObj<typeof meta>

export const Right: Story = {}
export const Left: Story = { args: { side: 'left', width: 200 } }
