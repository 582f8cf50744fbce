import type { Meta, StoryObj } from '@storybook/react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Tree, type TreeNode } from './tree'

const nodes: TreeNode[] = [
  {
    key: 'sys',
    title: '系统管理',
    children: [
      { key: 'user', title: '用户管理', children: [{ key: 'user:add', title: '添加' }] },
      { key: 'role', title: '角色管理' },
    ],
  },
  { key: 'home', title: '首页' },
]

const meta = {
  title: 'ui-kit/Tree',
  component: Tree,
  args: { nodes, label: '菜单树', onSelectedKeyChange: fn(), onCheckedKeysChange: fn() },
  argTypes: {
    checkable: { control: 'boolean' },
    cascade: { control: 'boolean' },
    disabled: { control: 'boolean' },
  },
} satisfies Meta<typeof Tree>

export default meta
type Story = StoryObj<typeof meta>

export const SingleSelect: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByText('角色管理'))
    await expect(args.onSelectedKeyChange).toHaveBeenCalledWith(
      'role',
      expect.objectContaining({ key: 'role' }),
    )
    await expect(canvas.getByRole('treeitem', { name: '角色管理' })).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{Home}{ArrowLeft}')
    await expect(canvas.getByRole('treeitem', { name: '系统管理' })).toHaveAttribute('aria-expanded', 'false')
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('treeitem', { name: '系统管理' })).toHaveAttribute('aria-expanded', 'true')
  },
}

export const Checkable: Story = {
  args: { checkable: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByText('用户管理'))
    await expect(args.onCheckedKeysChange).toHaveBeenCalled()
    await expect(canvas.getByRole('treeitem', { name: '添加' })).toHaveAttribute('aria-checked', 'true')
    await expect(canvas.getByRole('treeitem', { name: '系统管理' })).toHaveAttribute('aria-checked', 'mixed')
    await userEvent.keyboard('{ArrowDown}{ }')
    await expect(canvas.getByRole('treeitem', { name: '用户管理' })).toHaveAttribute('aria-checked', 'false')
  },
}

export const CheckableWithoutCascade: Story = {
  args: { checkable: true, cascade: false, defaultCheckedKeys: ['sys'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('treeitem', { name: '系统管理' })).toHaveAttribute('aria-checked', 'true')
    await expect(canvas.getByRole('treeitem', { name: '用户管理' })).toHaveAttribute('aria-checked', 'false')
  },
}

export const Collapsed: Story = {
  args: { defaultExpandedKeys: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('treeitem', { name: '用户管理' })).not.toBeInTheDocument()
    await userEvent.tab()
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('treeitem', { name: '用户管理' })).toBeInTheDocument()
  },
}

export const Empty: Story = {
  args: { nodes: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无数据')).toBeInTheDocument()
  },
}
