import { Button } from '@erp/ui-kit/button'
import { msg, t, useT } from '@erp/ui-kit/i18n'
import { useState } from 'react'
import type { RowOf } from '../../../lib/resource/crud-client'
import { contractColumns, contractFormFields, contractQueryFields } from '../../../lib/resource/from-contract'
import type { ResourceDefinition } from '../../../lib/resource/resource-definition'
import { ResourceListPage } from '../../../lib/resource/resource-list-page'
import { RoleGrantDrawer } from './role-grant-drawer'
import { RoleUsersPanel } from './role-users-panel'

type RoleRow = RowOf<'/sys/role'>

/** 角色管理 (upstream system/RoleUserList and system/RoleList): roles, their grants and their users. */
export const roleResource: ResourceDefinition<'/sys/role'> = {
  base: '/sys/role',
  title: msg('角色'),
  columns: contractColumns('role', ['roleName', 'roleCode', 'description', 'createTime']),
  queryFields: contractQueryFields('role', ['roleName']),
  formFields: contractFormFields('role', ['roleName', 'roleCode', 'description'], {
    roleCode: {
      lockedOnEdit: true,
      rules: { pattern: { regex: /^[\w-]+$/, message: msg('角色编码只能包含字母、数字、下划线和横线') } },
    },
  }),
  excel: { exportPath: '/sys/role/exportXls', importPath: '/sys/role/importExcel' },
  dialogWidth: 600,
}

export const ROLE_PAGE_MESSAGES = {
  grant: msg('授权'),
  users: msg('用户'),
  usersOf: (roleName: string) => t('查看{{roleName}}的用户', { roleName }),
  grantOf: (roleName: string) => t('为{{roleName}}授权', { roleName }),
}

const nameOf = (row: RoleRow) => row.roleName ?? row.roleCode ?? row.id

export default function RolePage() {
  const t = useT()
  const [selected, setSelected] = useState<{ id: string; roleName: string } | null>(null)
  const [granting, setGranting] = useState<{ id: string; roleName: string } | null>(null)
  return (
    <div className="grid gap-4 2xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <ResourceListPage
        definition={roleResource}
        rowActions={(row) => (
          <>
            <Button
              size="sm"
              variant="link"
              aria-label={ROLE_PAGE_MESSAGES.grantOf(nameOf(row))}
              onClick={() => setGranting({ id: row.id, roleName: nameOf(row) })}
            >
              {t(ROLE_PAGE_MESSAGES.grant)}
            </Button>
            <Button
              size="sm"
              variant="link"
              aria-label={ROLE_PAGE_MESSAGES.usersOf(nameOf(row))}
              aria-pressed={selected?.id === row.id}
              onClick={() => setSelected({ id: row.id, roleName: nameOf(row) })}
            >
              {t(ROLE_PAGE_MESSAGES.users)}
            </Button>
          </>
        )}
      />
      <RoleUsersPanel role={selected} />
      {granting ? (
        <RoleGrantDrawer role={granting} onOpenChange={(open) => (open ? null : setGranting(null))} />
      ) : null}
    </div>
  )
}
