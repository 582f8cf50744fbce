import { Button } from '@erp/ui-kit/button'
import { msg, useT } from '@erp/ui-kit/i18n'
import { toast } from '@erp/ui-kit/toast'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { getAllDictItems, refreshDictCache } from './api/dict-cache'
import { contractColumns, contractFormFields, contractQueryFields } from '../../../lib/resource/from-contract'
import type { ResourceDefinition } from '../../../lib/resource/resource-definition'
import { ResourceListPage } from '../../../lib/resource/resource-list-page'
import { dictKeys } from '../../../lib/resource/use-dict-options'
import { useSession } from '../../../stores/session-store'
import { DictItemsDrawer, type DictItemsDrawerProps } from './dict-items-drawer'

export const DICT_MESSAGES = {
  refresh: msg('刷新缓存'),
  refreshed: msg('刷新缓存完成！'),
  refreshFailed: msg('刷新缓存失败！'),
  items: msg('字典配置'),
  reloadFailed: msg('字典重新加载失败，请重新登录后再试'),
}

/** 数据字典 (upstream system/DictList). */
export const dictResource: ResourceDefinition<'/sys/dict'> = {
  base: '/sys/dict',
  title: msg('字典'),
  columns: contractColumns('dict', ['dictName', 'dictCode', 'description', 'createTime']),
  queryFields: contractQueryFields('dict', ['dictName', 'dictCode']),
  formFields: contractFormFields('dict', ['dictName', 'dictCode', 'description'], {
    dictCode: { hint: msg('字典编码唯一，页面按编码引用字典') },
    description: { kind: 'textarea' },
  }),
  dialogWidth: 600,
  permissions: {
    add: 'system:dict:add',
    edit: 'system:dict:edit',
    delete: 'system:dict:delete',
    export: 'system:dict:export',
    import: 'system:dict:import',
  },
  excel: { exportPath: '/sys/dict/exportXls', importPath: '/sys/dict/importExcel' },
}

/**
 * 刷新缓存: clears the server's dictionary cache, then reloads every dictionary of the session (the
 * copy taken at sign-in) so selects show the new items without signing in again.
 */
export function useRefreshDictCache() {
  const t = useT()
  const queryClient = useQueryClient()
  const [pending, setPending] = useState(false)
  const refresh = async () => {
    setPending(true)
    try {
      const cleared = await refreshDictCache()
      if (!cleared.ok) {
        toast.error(t(DICT_MESSAGES.refreshFailed))
        setPending(false)
        return
      }
    } catch {
      toast.error(t(DICT_MESSAGES.refreshFailed))
      setPending(false)
      return
    }
    toast.success(t(DICT_MESSAGES.refreshed))
    try {
      const all = await getAllDictItems()
      if (all.ok && all.result) useSession.getState().setDictItems(all.result)
      else toast.warning(all.message || t(DICT_MESSAGES.reloadFailed))
    } catch {
      toast.warning(t(DICT_MESSAGES.reloadFailed))
    }
    await queryClient.invalidateQueries({ queryKey: dictKeys.all })
    setPending(false)
  }
  return { refresh, pending }
}

export default function DictPage() {
  const t = useT()
  const [open, setOpen] = useState<DictItemsDrawerProps['dict']>(null)
  const { refresh, pending } = useRefreshDictCache()
  return (
    <>
      <ResourceListPage
        definition={dictResource}
        toolbar={() => (
          <Button loading={pending} onClick={() => void refresh()}>
            {t(DICT_MESSAGES.refresh)}
          </Button>
        )}
        rowActions={(row) => (
          <Button size="sm" variant="link" onClick={() => setOpen(row)}>
            {t(DICT_MESSAGES.items)}
          </Button>
        )}
      />
      <DictItemsDrawer dict={open} onClose={() => setOpen(null)} />
    </>
  )
}
