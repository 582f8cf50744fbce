import { Button } from '@erp/ui-kit/button'
import { Checkbox } from '@erp/ui-kit/checkbox'
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@erp/ui-kit/dialog'
import { Drawer, DrawerContent, DrawerDescription, DrawerTitle } from '@erp/ui-kit/drawer'
import { msg, t, useT } from '@erp/ui-kit/i18n'
import { toast } from '@erp/ui-kit/toast'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useMemo, useState } from 'react'
import { messageOf } from '../../../lib/api-errors'
import { Tree } from '@erp/ui-kit/tree'
import { cascadeShowsExactly, indexTree, keysToSave, withAncestorKeys } from '@erp/ui-kit/tree/tree-model'
import { useGrantTreePreferences } from '../../../stores/grant-tree-store'
import { useSession } from '../../../stores/session-store'
import { GrantTreeToolbar } from '../shared/grant-tree-toolbar'
import { roleDataRulesApi } from './api/role-data-rules'
import { roleKeys } from './api/role-keys'
import { rolePermissionsApi, type PermissionNode } from './api/role-permissions'

export const GRANT_MESSAGES = {
  title: (roleName: string) => t('角色权限配置：{{roleName}}', { roleName }),
  hint: msg('勾选菜单和按钮授予本角色；方向键移动，空格勾选，左右键折叠展开。'),
  tree: msg('所拥有的权限'),
  ancestors: msg('保存时，勾选的菜单和按钮的上级菜单也会一并授予（否则菜单无法显示）。'),
  save: msg('保存'),
  saveAndClose: msg('保存并关闭'),
  cancel: msg('取消'),
  loading: msg('加载中...'),
  dataRule: msg('数据规则'),
  dataRuleOf: (title: string) => t('数据规则：{{title}}', { title }),
  dataRuleFor: (title: string) => t('{{title}}的数据规则', { title }),
  noRules: msg('该菜单没有数据规则'),
}

/** 授权 (upstream RoleModal's UserRoleModal): the grant tree of a role and the data rules of its menus. */
export function RoleGrantDrawer({
  role,
  onOpenChange,
}: {
  role: { id: string; roleName: string }
  onOpenChange: (open: boolean) => void
}) {
  const t = useT()
  const queryClient = useQueryClient()
  const tree = useQuery({ queryKey: roleKeys.grantTree, queryFn: rolePermissionsApi.grantTree })
  const granted = useQuery({
    queryKey: roleKeys.permissions(role.id),
    queryFn: () => rolePermissionsApi.permissionIds(role.id),
    gcTime: 0,
  })
  const nodes = useMemo(() => tree.data?.tree ?? [], [tree.data])
  const index = useMemo(() => indexTree(nodes), [nodes])
  const [checkedState, setChecked] = useState<Set<string> | null>(null)
  const [lastState, setLast] = useState<string[] | null>(null)
  const [expandedState, setExpanded] = useState<Set<string> | null>(null)
  const username = useSession((state) => state.userInfo?.username ?? '')
  const rememberedCascade = useGrantTreePreferences((state) => state.cascadeByUser[username] ?? true)
  const rememberCascade = useGrantTreePreferences((state) => state.setCascade)
  const [cascadeState, setCascadeState] = useState<boolean | null>(null)
  const [ruleNode, setRuleNode] = useState<PermissionNode | null>(null)
  // until the user changes them: the role's granted ids, and every parent expanded
  const checked = checkedState ?? (granted.data ? new Set(granted.data) : null)
  const last = lastState ?? granted.data ?? []
  const expanded = expandedState ?? (tree.data ? new Set(index.parentKeys) : null)
  // 父子关联: the user's last choice, unless it would misstate the saved grants (a page granted without any of
  // its buttons would show half-checked): then off, so every node shows exactly whether it is granted.
  const savedShowsWithCascade = useMemo(
    () => !granted.data || cascadeShowsExactly(nodes, new Set(granted.data)),
    [nodes, granted.data],
  )
  const cascade = cascadeState ?? (rememberedCascade && savedShowsWithCascade)
  const changeCascade = (next: boolean) => {
    setCascadeState(next)
    rememberCascade(username, next)
  }

  const save = useMutation({
    mutationFn: async (close: boolean) => {
      // The menus above every checked node are granted too, as the server does (and the hint says).
      const ids = withAncestorKeys(index, keysToSave(nodes, checked ?? new Set(), cascade))
      const message = await rolePermissionsApi.savePermissions(role.id, ids, last)
      return { message, ids, close }
    },
    onSuccess: async ({ message, ids, close }) => {
      toast.success(message)
      setLast(ids)
      setChecked(new Set(ids))
      await queryClient.invalidateQueries({ queryKey: roleKeys.permissions(role.id) })
      if (close) onOpenChange(false)
    },
    onError: (error) => toast.error(messageOf(error)),
  })

  const loadError = tree.error ?? granted.error
  const ready = checked !== null && expanded !== null && !tree.isLoading

  return (
    <Drawer open onOpenChange={onOpenChange}>
      <DrawerContent width={650} className="gap-4">
        <DrawerTitle className="text-base font-medium">{GRANT_MESSAGES.title(role.roleName)}</DrawerTitle>
        <DrawerDescription className="text-xs text-muted-foreground">
          {t(GRANT_MESSAGES.hint)}
        </DrawerDescription>
        <GrantTreeToolbar
          disabled={!ready}
          cascade={cascade}
          onCascadeChange={changeCascade}
          onCheckAll={() => setChecked(new Set(index.keys))}
          onUncheckAll={() => setChecked(new Set())}
          onExpandAll={() => setExpanded(new Set(index.parentKeys))}
          onCollapseAll={() => setExpanded(new Set())}
        />
        {loadError ? (
          <p role="alert" className="text-sm text-danger-strong">
            {messageOf(loadError)}
          </p>
        ) : null}
        <div className="min-h-0 flex-1 overflow-y-auto rounded border border-border p-2">
          {ready ? (
            <Tree
              label={t(GRANT_MESSAGES.tree)}
              nodes={nodes}
              checkable
              checkedKeys={checked}
              onCheckedKeysChange={setChecked}
              expandedKeys={expanded}
              onExpandedKeysChange={setExpanded}
              cascade={cascade}
              renderExtra={(node, focusable) =>
                node.ruleFlag === 1 ? (
                  <Button
                    size="sm"
                    variant="link"
                    tabIndex={focusable ? 0 : -1}
                    aria-label={GRANT_MESSAGES.dataRuleFor(node.title)}
                    onClick={(event) => {
                      event.stopPropagation()
                      setRuleNode(node)
                    }}
                  >
                    {t(GRANT_MESSAGES.dataRule)}
                  </Button>
                ) : null
              }
            />
          ) : loadError ? null : (
            <p className="text-sm text-muted-foreground">{t(GRANT_MESSAGES.loading)}</p>
          )}
        </div>
        <p className="-mt-2 text-xs text-muted-foreground">{t(GRANT_MESSAGES.ancestors)}</p>
        <div className="flex justify-end gap-2 border-t border-border pt-4">
          <Button onClick={() => onOpenChange(false)}>{t(GRANT_MESSAGES.cancel)}</Button>
          <Button
            disabled={!ready}
            loading={save.isPending && !save.variables}
            onClick={() => save.mutate(false)}
          >
            {t(GRANT_MESSAGES.save)}
          </Button>
          <Button
            variant="primary"
            disabled={!ready}
            loading={save.isPending && save.variables}
            onClick={() => save.mutate(true)}
          >
            {t(GRANT_MESSAGES.saveAndClose)}
          </Button>
        </div>
      </DrawerContent>
      {ruleNode ? (
        <DataRuleDialog roleId={role.id} node={ruleNode} onClose={() => setRuleNode(null)} />
      ) : null}
    </Drawer>
  )
}

/** The data rules of one menu for the role (upstream RoleDataruleModal): check the rules and save. */
function DataRuleDialog({
  roleId,
  node,
  onClose,
}: {
  roleId: string
  node: PermissionNode
  onClose: () => void
}) {
  const t = useT()
  const titleId = useId()
  const rules = useQuery({
    queryKey: roleKeys.dataRules(node.key, roleId),
    queryFn: () => roleDataRulesApi.dataRules(node.key, roleId),
    gcTime: 0,
  })
  const [selectedState, setSelected] = useState<Set<string> | null>(null)
  const selected = selectedState ?? (rules.data ? new Set(rules.data.checked) : null)
  const save = useMutation({
    mutationFn: () => roleDataRulesApi.saveDataRules(node.key, roleId, [...(selected ?? [])]),
    onSuccess: (message) => {
      toast.success(message)
      onClose()
    },
    onError: (error) => toast.error(messageOf(error)),
  })
  const list = rules.data?.rules ?? []
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent width={520} aria-labelledby={titleId} aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle id={titleId}>{GRANT_MESSAGES.dataRuleOf(node.title)}</DialogTitle>
        </DialogHeader>
        {rules.error ? (
          <p role="alert" className="text-sm text-danger-strong">
            {messageOf(rules.error)}
          </p>
        ) : rules.isLoading ? (
          <p className="text-sm text-muted-foreground">{t(GRANT_MESSAGES.loading)}</p>
        ) : list.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t(GRANT_MESSAGES.noRules)}</p>
        ) : (
          <fieldset className="space-y-2">
            <legend className="sr-only">{GRANT_MESSAGES.dataRuleOf(node.title)}</legend>
            {list.map((rule) => (
              <label
                key={rule.id}
                htmlFor={`${titleId}-${rule.id}`}
                className="flex items-center gap-2 text-sm"
              >
                <Checkbox
                  id={`${titleId}-${rule.id}`}
                  checked={selected?.has(rule.id) ?? false}
                  onCheckedChange={(checked) => {
                    const next = new Set(selected ?? [])
                    if (checked === true) next.add(rule.id)
                    else next.delete(rule.id)
                    setSelected(next)
                  }}
                />
                <span>{rule.ruleName}</span>
                <span className="text-xs text-muted-foreground">
                  {[rule.ruleColumn, rule.ruleConditions, rule.ruleValue].filter(Boolean).join(' ')}
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <DialogFooter className="mt-6">
          <Button onClick={onClose}>{t(GRANT_MESSAGES.cancel)}</Button>
          <Button
            variant="primary"
            disabled={!rules.data || list.length === 0}
            loading={save.isPending}
            onClick={() => save.mutate()}
          >
            {t(GRANT_MESSAGES.save)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
