import { Button } from '@erp/ui-kit/button'
import { ConfirmDialog } from '@erp/ui-kit/confirm-dialog'
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@erp/ui-kit/dialog'
import { useT } from '@erp/ui-kit/i18n'
import { Input } from '@erp/ui-kit/input'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@erp/ui-kit/tabs'
import { toast } from '@erp/ui-kit/toast'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useMemo, useState } from 'react'
import { useCan } from '../../../hooks/use-can'
import { messageOf } from '../../../lib/api-errors'
import { departGrantsApi } from './api/depart-grants'
import { departKeys } from './api/depart-keys'
import { toDepartNodes, type DepartRecord, type DepartTreeNode } from './api/depart-types'
import { departsApi } from './api/departs'
import { DepartForm, departBody } from './depart-form'
import { DepartGrantPanel } from './depart-grant-panel'
import { DepartRolesTab } from './depart-roles-tab'
import { Tree } from '@erp/ui-kit/tree'
import { findNode } from '@erp/ui-kit/tree/tree-model'
import { DepartUsersTab } from './depart-users-tab'

export const DEPART_PERMISSIONS = {
  add: 'system:depart:add',
  edit: 'system:depart:edit',
  delete: 'system:depart:delete',
}

/** The department tree with its search: the whole tree, or the flat matches of a keyword. */
export function useDepartTree(mine = false) {
  const [keyWord, setKeyWord] = useState('')
  const tree = useQuery({
    queryKey: departKeys.tree(mine),
    queryFn: mine ? departsApi.myTree : departsApi.tree,
  })
  const search = useQuery({
    queryKey: departKeys.search(keyWord),
    queryFn: () => departsApi.search(keyWord, mine),
    enabled: keyWord !== '',
  })
  const all = useMemo(() => toDepartNodes(tree.data), [tree.data])
  const found = useMemo(() => toDepartNodes(search.data), [search.data])
  return { all, nodes: keyWord ? found : all, keyWord, setKeyWord, tree, search }
}

/** The search box above a department tree (Enter searches, clearing shows the whole tree again). */
export function DepartSearch({ onSearch }: { onSearch: (keyWord: string) => void }) {
  const t = useT()
  const [draft, setDraft] = useState('')
  return (
    <form
      role="search"
      className="flex gap-1"
      onSubmit={(event) => {
        event.preventDefault()
        onSearch(draft.trim())
      }}
    >
      <Input
        aria-label={t('部门名称')}
        placeholder={t('请输入部门名称')}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value)
          if (event.target.value === '') onSearch('')
        }}
      />
      <Button type="submit">{t('搜索')}</Button>
    </form>
  )
}

function DepartInfoTab({
  record,
  parentName,
  canEdit,
  onSaved,
}: {
  record: DepartRecord
  parentName: string
  canEdit: boolean
  onSaved: () => Promise<void>
}) {
  const t = useT()
  const formId = useId()
  const [saving, setSaving] = useState(false)
  return (
    <div className="space-y-4">
      <DepartForm
        key={`${record.id}-${record.updateTime ?? ''}`}
        formId={formId}
        record={record}
        topLevel={!record.parentId}
        disabled={!canEdit}
        readOnlyFacts={[
          ...(record.parentId ? [{ label: t('上级部门'), value: parentName }] : []),
          { label: t('机构编码'), value: record.orgCode },
        ]}
        onSubmit={async (values) => {
          setSaving(true)
          try {
            const message = await departsApi.edit({
              ...departBody(values),
              id: record.id,
              parentId: record.parentId ?? null,
            })
            toast.success(message || t('修改成功!'))
            await onSaved()
          } finally {
            setSaving(false)
          }
        }}
      />
      {canEdit ? (
        <div className="flex justify-end">
          <Button type="submit" form={formId} variant="primary" loading={saving}>
            {t('保存')}
          </Button>
        </div>
      ) : null}
    </div>
  )
}

function AddDepartDialog({
  parent,
  onClose,
  onSaved,
}: {
  parent: DepartTreeNode | null
  onClose: () => void
  onSaved: () => Promise<void>
}) {
  const t = useT()
  const formId = useId()
  const [saving, setSaving] = useState(false)
  const [dirty, setDirty] = useState(false)
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent width={800} dirty={dirty} aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{parent ? t('添加下级部门') : t('添加部门')}</DialogTitle>
        </DialogHeader>
        <DialogBody>
          <DepartForm
            formId={formId}
            record={null}
            topLevel={!parent}
            readOnlyFacts={parent ? [{ label: t('上级部门'), value: parent.title }] : []}
            onDirtyChange={setDirty}
            onSubmit={async (values) => {
              setSaving(true)
              try {
                const message = await departsApi.add({ ...departBody(values), parentId: parent?.key ?? null })
                toast.success(message || t('添加成功！'))
                await onSaved()
                onClose()
              } finally {
                setSaving(false)
              }
            }}
          />
        </DialogBody>
        <DialogFooter className="mt-6">
          <Button onClick={onClose}>{t('取消')}</Button>
          <Button type="submit" form={formId} variant="primary" loading={saving}>
            {t('确定')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

/** 部门管理 (upstream system/DepartList); `mine` is 我的部门 (system/DepartUserList): read-only departments. */
export function DepartManager({ mine = false }: { mine?: boolean }) {
  const t = useT()
  const queryClient = useQueryClient()
  const { all, nodes, setKeyWord, tree, keyWord, search } = useDepartTree(mine)
  const [selectedKey, setSelectedKey] = useState<string | null>(null)
  const [tab, setTab] = useState('info')
  const [adding, setAdding] = useState<{ parent: DepartTreeNode | null } | null>(null)
  const [deleting, setDeleting] = useState(false)
  const canAdd = useCan(DEPART_PERMISSIONS.add) && !mine
  const canEdit = useCan(DEPART_PERMISSIONS.edit)
  const canDelete = useCan(DEPART_PERMISSIONS.delete) && !mine
  const selected = findNode(all, selectedKey) ?? findNode(nodes, selectedKey)
  const parent = selected?.record.parentId ? findNode(all, selected.record.parentId) : null

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: departKeys.all })
  }
  const remove = useMutation({
    mutationFn: (id: string) => departsApi.remove(id),
    onSuccess: async (message) => {
      toast.success(message || t('删除成功!'))
      setDeleting(false)
      setSelectedKey(null)
      await refresh()
    },
    onError: (error) => {
      setDeleting(false)
      toast.error(messageOf(error))
    },
  })

  return (
    <div className="flex flex-col gap-4 lg:flex-row">
      <section aria-label={t('部门')} className="w-full shrink-0 space-y-3 rounded bg-surface p-4 lg:w-80">
        <div className="flex flex-wrap gap-2">
          {canAdd ? (
            <>
              <Button variant="primary" size="sm" onClick={() => setAdding({ parent: null })}>
                {t('添加部门')}
              </Button>
              <Button
                size="sm"
                disabled={!selected}
                onClick={() => (selected ? setAdding({ parent: selected }) : undefined)}
              >
                {t('添加下级')}
              </Button>
            </>
          ) : null}
          {canDelete ? (
            <Button size="sm" variant="danger" disabled={!selected} onClick={() => setDeleting(true)}>
              {t('删除')}
            </Button>
          ) : null}
        </div>
        <DepartSearch onSearch={setKeyWord} />
        {tree.isError ? (
          <p role="alert" className="text-sm text-danger-strong">
            {messageOf(tree.error)}
          </p>
        ) : null}
        {tree.isPending || (keyWord && search.isPending) ? (
          <p className="text-sm text-muted-foreground">{t('加载中...')}</p>
        ) : (
          <Tree
            nodes={nodes}
            label={t('部门树')}
            selectedKey={selectedKey}
            onSelectedKeyChange={setSelectedKey}
            emptyText={mine ? t('暂无负责的部门') : t('暂无数据')}
          />
        )}
      </section>
      <section aria-label={t('部门详情')} className="min-w-0 flex-1 rounded bg-surface p-4">
        {selected ? (
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList aria-label={selected.title}>
              <TabsTrigger value="info">{t('基本信息')}</TabsTrigger>
              {mine ? null : <TabsTrigger value="grant">{t('部门权限')}</TabsTrigger>}
              <TabsTrigger value="users">{t('用户')}</TabsTrigger>
              <TabsTrigger value="roles">{t('部门角色')}</TabsTrigger>
            </TabsList>
            <TabsContent value="info">
              <DepartInfoTab
                record={selected.record}
                parentName={parent?.title ?? ''}
                canEdit={canEdit && !mine}
                onSaved={refresh}
              />
            </TabsContent>
            {mine ? null : (
              <TabsContent value="grant">
                <DepartGrantPanel
                  key={selected.key}
                  label={t('部门权限')}
                  queryKey={departKeys.grants(selected.key)}
                  loadTree={departGrantsApi.grantTree}
                  loadGranted={() => departGrantsApi.grantedIds(selected.key)}
                  save={(ids, last) => departGrantsApi.saveGrants(selected.key, ids, last)}
                  canSave={canEdit}
                />
              </TabsContent>
            )}
            <TabsContent value="users">
              <DepartUsersTab key={selected.key} departId={selected.key} canEdit={canEdit} />
            </TabsContent>
            <TabsContent value="roles">
              <DepartRolesTab key={selected.key} departId={selected.key} canEdit={canEdit} />
            </TabsContent>
          </Tabs>
        ) : (
          <p className="py-12 text-center text-sm text-muted-foreground">{t('请先选择一个部门!')}</p>
        )}
      </section>
      {adding ? (
        <AddDepartDialog parent={adding.parent} onClose={() => setAdding(null)} onSaved={refresh} />
      ) : null}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('确定删除吗?')}
        description={selected ? t('删除“{{title}}”及其全部下级部门。', { title: selected.title }) : undefined}
        variant="danger"
        pending={remove.isPending}
        onConfirm={() => selected && remove.mutate(selected.key)}
      />
    </div>
  )
}

export default function DepartPage() {
  return <DepartManager />
}
