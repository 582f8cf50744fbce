import { Drawer, DrawerContent, DrawerDescription, DrawerTitle } from '@erp/ui-kit/drawer'
import { msg, t, useT } from '@erp/ui-kit/i18n'
import { useMemo } from 'react'
import { contractColumns, contractFormFields, contractQueryFields } from '../../lib/resource/from-contract'
import type { FormFieldDef, ResourceDefinition } from '../../lib/resource/resource-definition'
import { defaultBody } from '../../lib/resource/resource-form-dialog'
import { ResourceListPage } from '../../lib/resource/resource-list-page'
import { useListController } from '../../lib/resource/use-list-controller'
import { withIntegers } from './gateway-route-json'

const itemFields: FormFieldDef[] = contractFormFields(
  'dictItem',
  ['itemText', 'itemValue', 'description', 'sortOrder', 'status'],
  {
    description: { kind: 'textarea' },
    sortOrder: { defaultValue: '1', hint: msg('值越小越靠前') },
    status: { kind: 'radio', defaultValue: '1' },
  },
)

/** The items of one dictionary: the dictItem resource filtered by dictId, and dictId put into every body. */
export function dictItemResource(dictId: string): ResourceDefinition<'/sys/dictItem'> {
  return {
    base: '/sys/dictItem',
    title: t('字典项'),
    columns: contractColumns('dictItem', ['itemText', 'itemValue', 'description', 'sortOrder', 'status']),
    queryFields: contractQueryFields('dictItem', ['itemText', 'status']),
    formFields: itemFields,
    fixedQuery: { dictId },
    toBody: (values, editing) => ({
      ...withIntegers(defaultBody(itemFields, values, editing), ['sortOrder', 'status']),
      dictId,
    }),
    dialogWidth: 600,
    permissions: {
      add: 'system:dict:add',
      edit: 'system:dict:edit',
      delete: 'system:dict:delete',
    },
  }
}

function DictItemList({ dictId }: { dictId: string }) {
  const definition = useMemo(() => dictItemResource(dictId), [dictId])
  const controller = useListController(definition, { stateIn: 'memory' })
  return <ResourceListPage definition={definition} controller={controller} />
}

export interface DictItemsDrawerProps {
  dict: { id: string; dictName?: string | null; dictCode?: string | null } | null
  onClose: () => void
}

/** 字典配置: the chosen dictionary's items in a side panel (upstream DictItemList drawer). */
export function DictItemsDrawer({ dict, onClose }: DictItemsDrawerProps) {
  const t = useT()
  return (
    <Drawer open={dict !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DrawerContent width={900}>
        <DrawerTitle className="mb-1 text-base font-semibold">{t('字典配置')}</DrawerTitle>
        <DrawerDescription className="mb-4 text-sm text-muted-foreground">
          {dict
            ? t('{{dictName}}（{{dictCode}}）的字典项', {
                dictName: dict.dictName ?? '',
                dictCode: dict.dictCode ?? '',
              })
            : ''}
        </DrawerDescription>
        {dict ? <DictItemList key={dict.id} dictId={dict.id} /> : null}
      </DrawerContent>
    </Drawer>
  )
}
