import { Button } from '@erp/ui-kit/button'
import { ConfirmDialog } from '@erp/ui-kit/confirm-dialog'
import type { DataColumn } from '@erp/ui-kit/data-table'
import { Drawer, DrawerContent, DrawerTitle } from '@erp/ui-kit/drawer'
import { t, useT } from '@erp/ui-kit/i18n'
import { toast } from '@erp/ui-kit/toast'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { messageOf } from '../../../lib/api-errors'
import type { ResourceDefinition } from '../../../lib/resource/resource-definition'
import { ResourceFormDialog, type FormMode } from '../../../lib/resource/resource-form-dialog'
import { resourceKeys } from '../../../lib/resource/use-list-controller'
import { departGrantsApi } from './api/depart-grants'
import { DEPART_ROLE_BASE, departKeys } from './api/depart-keys'
import { departRolesApi } from './api/depart-roles'
import { type DepartRoleRow } from './api/depart-types'
import { DepartGrantPanel } from './depart-grant-panel'
import { KeywordSearch, LoadError, PagedTable } from './depart-list-parts'

const BASE = DEPART_ROLE_BASE

/** The add/edit form of a department role; the body carries the department. */
export const departRoleResource = (departId: string): ResourceDefinition<typeof BASE> => ({
  base: BASE,
  title: t('部门角色'),
  columns: [],
  dialogWidth: 600,
  formFields: [
    {
      name: 'roleName',
      label: t('部门角色名称'),
      rules: { required: t('请输入部门角色名称!'), maxLength: 200 },
    },
    {
      name: 'roleCode',
      label: t('部门角色编码'),
      rules: {
        required: t('请输入部门角色编码!'),
        maxLength: 100,
        pattern: { regex: /^[\w-]+$/, message: t('部门角色编码只能包含字母、数字、下划线和横线') },
      },
    },
    { name: 'description', label: t('描述'), kind: 'textarea', rules: { maxLength: 255 } },
  ],
  toBody: (values, editing) => ({
    ...(editing ? { id: editing.id } : {}),
    departId,
    roleName: String(values.roleName ?? '').trim(),
    roleCode: String(values.roleCode ?? '').trim(),
    description: values.description ? String(values.description) : null,
  }),
})

/** 部门角色 tab: the roles of a department, add / edit / delete and 授权 (limited to the department's grants). */
export function DepartRolesTab({ departId, canEdit }: { departId: string; canEdit: boolean }) {
  const t = useT()
  const queryClient = useQueryClient()
  const [query, setQuery] = useState({ roleName: '', pageNo: 1, pageSize: 10 })
  const [form, setForm] = useState<{ mode: FormMode; row: DepartRoleRow | null } | null>(null)
  const [removing, setRemoving] = useState<DepartRoleRow | null>(null)
  const [granting, setGranting] = useState<DepartRoleRow | null>(null)
  const request = {
    deptId: departId,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    ...(query.roleName ? { roleName: `*${query.roleName}*` } : {}),
  }
  const roles = useQuery({
    // Under the resource key: the form dialog's save refreshes this list.
    queryKey: departKeys.roleList(departId, request),
    queryFn: () => departRolesApi.roles(request),
    placeholderData: keepPreviousData,
  })
  const remove = useMutation({
    mutationFn: (id: string) => departRolesApi.removeRole(id),
    onSuccess: async (message) => {
      toast.success(message || t('删除成功!'))
      setRemoving(null)
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all(BASE) })
    },
    onError: (error) => {
      setRemoving(null)
      toast.error(messageOf(error))
    },
  })

  const columns: DataColumn<DepartRoleRow>[] = [
    { key: 'roleName', title: t('部门角色名称') },
    { key: 'roleCode', title: t('部门角色编码') },
    { key: 'description', title: t('描述') },
    { key: 'createTime', title: t('创建时间'), width: 170 },
    ...(canEdit
      ? [
          {
            key: 'actions',
            title: t('操作'),
            fit: 'content' as const,
            pinned: 'right' as const,
            render: (row: DepartRoleRow) => (
              <div className="flex gap-1">
                <Button variant="link" size="sm" onClick={() => setForm({ mode: 'edit', row })}>
                  {t('编辑')}
                </Button>
                <Button variant="link" size="sm" onClick={() => setGranting(row)}>
                  {t('授权')}
                </Button>
                <Button variant="link" size="sm" onClick={() => setRemoving(row)}>
                  {t('删除')}
                </Button>
              </div>
            ),
          },
        ]
      : []),
  ]

  return (
    <div className="space-y-3">
      <KeywordSearch
        label={t('部门角色名称')}
        placeholder={t('请输入部门角色名称')}
        onSearch={(roleName) => setQuery({ ...query, roleName, pageNo: 1 })}
      >
        {canEdit ? <Button onClick={() => setForm({ mode: 'add', row: null })}>{t('新增')}</Button> : null}
      </KeywordSearch>
      <LoadError result={roles} />
      <PagedTable
        caption={t('部门角色列表')}
        columns={columns}
        rowKey={(row) => row.id}
        result={roles}
        page={query}
        onPageChange={(page) => setQuery({ ...query, ...page })}
      />
      {form ? (
        <ResourceFormDialog
          key={`${form.mode}-${form.row?.id ?? 'new'}`}
          definition={departRoleResource(departId)}
          mode={form.mode}
          row={form.row}
          open
          onOpenChange={(open) => (open ? undefined : setForm(null))}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={t('确定删除吗?')}
        description={
          removing
            ? t('删除部门角色“{{roleName}}”及其授权和用户关系。', { roleName: removing.roleName ?? '' })
            : undefined
        }
        variant="danger"
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id)}
      />
      <Drawer open={granting !== null} onOpenChange={(open) => (open ? undefined : setGranting(null))}>
        <DrawerContent width={560} aria-describedby={undefined}>
          <DrawerTitle className="mb-4 text-base font-medium">{t('部门角色权限配置')}</DrawerTitle>
          {granting ? (
            <DepartGrantPanel
              label={t('部门角色权限')}
              queryKey={departKeys.roleGrants(departId, granting.id)}
              loadTree={() => departGrantsApi.roleGrantTree(departId)}
              loadGranted={() => departGrantsApi.roleGrantedIds(granting.id)}
              save={(ids, last) => departGrantsApi.saveRoleGrants(granting.id, ids, last)}
              onSaved={() => setGranting(null)}
              canSave={canEdit}
            />
          ) : null}
        </DrawerContent>
      </Drawer>
    </div>
  )
}
