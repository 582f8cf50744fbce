import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setLocale } from '@erp/ui-kit/i18n'
import '../../i18n/catalogues'
import { CheckRuleJsonEditor, ruleJsonError } from './check-rule/check-rule-json-editor'
import { DATA_LOG_MESSAGES } from './data-log/data-log-page'
import { GrantTreeToolbar } from './shared/grant-tree-toolbar'
import { RoleUsersPanel } from './role/role-users-panel'
import { USER_PICKER_MESSAGES } from './user/user-picker-dialog'

const toolbar = () => (
  <GrantTreeToolbar
    cascade
    onCascadeChange={vi.fn()}
    onCheckAll={vi.fn()}
    onUncheckAll={vi.fn()}
    onExpandAll={vi.fn()}
    onCollapseAll={vi.fn()}
  />
)

afterEach(async () => {
  await setLocale('zh-CN')
})

describe('system module in two languages', () => {
  it('draws the kept texts of a module in English and switches back to Chinese', async () => {
    render(toolbar())
    expect(screen.getByRole('toolbar', { name: '权限树操作' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '全选' })).toBeInTheDocument()

    await setLocale('en-US')
    expect(await screen.findByRole('toolbar', { name: 'Permission tree actions' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Select all' })).toBeInTheDocument()
    expect(screen.getByRole('switch', { name: 'Link parent and children' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '全选' })).not.toBeInTheDocument()

    await setLocale('zh-CN')
    expect(await screen.findByRole('button', { name: '全选' })).toBeInTheDocument()
  })

  it('translates JSX texts, placeholders and validation messages', async () => {
    await setLocale('en-US')
    render(
      <CheckRuleJsonEditor
        id="rules"
        value='[{"digits":"*","pattern":"^\\d+$","message":"digits only"}]'
        onChange={vi.fn()}
        onBlur={vi.fn()}
        invalid={false}
        disabled={false}
      />,
    )
    expect(screen.getByRole('group', { name: 'Rule JSON' })).toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: 'Regular expression' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Digits of rule 1' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add rule' })).toBeInTheDocument()
    expect(ruleJsonError('[{"digits":"x","pattern":"a","message":"m"}]')).toBe(
      'Rule 1: the digits must be * or a positive integer',
    )
    expect(ruleJsonError('{')).toBe('The rule JSON is not valid JSON')
  })

  it('fills placeholders and plurals in English, and keeps the Chinese text as the default', async () => {
    const row = { dataTable: 'sys_user', dataId: '7' } as Parameters<
      typeof DATA_LOG_MESSAGES.versionsTitle
    >[0]
    expect(DATA_LOG_MESSAGES.versionsTitle(row)).toBe('数据版本：sys_user / 7')
    expect(USER_PICKER_MESSAGES.selected(2)).toBe('已选择 2 位用户')

    await setLocale('en-US')
    expect(DATA_LOG_MESSAGES.versionsTitle(row)).toBe('Data versions: sys_user / 7')
    expect(USER_PICKER_MESSAGES.selected(1)).toBe('1 user selected')
    expect(USER_PICKER_MESSAGES.selected(2)).toBe('2 users selected')
    const noRole = { role: null }
    render(<RoleUsersPanel {...noRole} />)
    expect(screen.getByRole('region', { name: 'Role users' })).toHaveTextContent(
      'Choose a role first (Users in the role list) to see and manage its users',
    )
  })
})
