import { Button } from '@erp/ui-kit/button'
import { useT } from '@erp/ui-kit/i18n'
import { toast } from '@erp/ui-kit/toast'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Tree } from '@erp/ui-kit/tree'
import { indexTree, keysToSave } from '@erp/ui-kit/tree/tree-model'
import { useMemo, useState } from 'react'
import { messageOf } from '../../../lib/api-errors'
import { grantPanelKeys } from './api/depart-keys'
import { toGrantNodes, type GrantNode, type GrantTreeNode } from './api/depart-types'
import { GrantTreeToolbar } from '../shared/grant-tree-toolbar'

export interface DepartGrantPanelProps {
  /** Accessible name of the tree. */
  label: string
  queryKey: readonly unknown[]
  loadTree: () => Promise<{ treeList: GrantTreeNode[] } | null>
  loadGranted: () => Promise<string[]>
  save: (ids: readonly string[], last: readonly string[]) => Promise<string>
  onSaved?: () => void
  canSave: boolean
}

/** The permission tree with what is granted checked, and 保存 (sends the new ids and the last ones). */
export function DepartGrantPanel({
  label,
  queryKey,
  loadTree,
  loadGranted,
  save,
  onSaved,
  canSave,
}: DepartGrantPanelProps) {
  const t = useT()
  const queryClient = useQueryClient()
  const keys = grantPanelKeys(queryKey)
  const tree = useQuery({ queryKey: keys.tree, queryFn: loadTree })
  const granted = useQuery({ queryKey: keys.granted, queryFn: loadGranted })
  if (tree.isError || granted.isError) {
    return (
      <p role="alert" className="text-sm text-danger-strong">
        {messageOf(tree.error ?? granted.error)}
      </p>
    )
  }
  if (tree.isPending || granted.isPending)
    return <p className="text-sm text-muted-foreground">{t('加载中...')}</p>
  return (
    <GrantEditor
      key={granted.dataUpdatedAt}
      label={label}
      nodes={toGrantNodes(tree.data?.treeList)}
      granted={granted.data}
      save={async (ids) => {
        const message = await save(ids, granted.data)
        await queryClient.invalidateQueries({ queryKey: keys.granted })
        return message
      }}
      {...(onSaved ? { onSaved } : {})}
      canSave={canSave}
    />
  )
}

function GrantEditor({
  label,
  nodes,
  granted,
  save,
  onSaved,
  canSave,
}: {
  label: string
  nodes: GrantNode[]
  granted: readonly string[]
  save: (ids: readonly string[]) => Promise<string>
  onSaved?: () => void
  canSave: boolean
}) {
  const t = useT()
  const index = useMemo(() => indexTree(nodes), [nodes])
  const [checked, setChecked] = useState<Set<string>>(() => new Set(granted))
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set(index.parentKeys))
  const [linked, setLinked] = useState(false)
  const mutation = useMutation({
    mutationFn: () => save(keysToSave(nodes, checked, linked)),
    onSuccess: (message) => {
      toast.success(message || t('保存成功！'))
      onSaved?.()
    },
    onError: (error) => toast.error(messageOf(error)),
  })
  return (
    <div className="space-y-3">
      <GrantTreeToolbar
        label={t('{{label}}操作', { label })}
        cascade={linked}
        onCascadeChange={setLinked}
        onCheckAll={() => setChecked(new Set(index.keys))}
        onUncheckAll={() => setChecked(new Set())}
        onExpandAll={() => setExpanded(new Set(index.parentKeys))}
        onCollapseAll={() => setExpanded(new Set())}
      />
      <Tree
        nodes={nodes}
        label={label}
        checkable
        cascade={linked}
        checkedKeys={checked}
        onCheckedKeysChange={setChecked}
        expandedKeys={expanded}
        onExpandedKeysChange={setExpanded}
        className="max-h-[60vh] overflow-auto rounded border border-border p-2"
      />
      {canSave ? (
        <div className="flex justify-end">
          <Button variant="primary" loading={mutation.isPending} onClick={() => mutation.mutate()}>
            {t('保存')}
          </Button>
        </div>
      ) : null}
    </div>
  )
}
