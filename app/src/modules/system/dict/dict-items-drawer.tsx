import { Drawer, DrawerContent, DrawerDescription, DrawerTitle } from '@erp/ui-kit/drawer'
import { msg, t, useT } from '@erp/ui-kit/i18n'
import { Input } from '@erp/ui-kit/input'
import { useEffect, useMemo, useRef } from 'react'
import { checkDictItemValue } from './api/dict-cache'
import { messageOf } from '../../../lib/api-errors'
import { contractColumns, contractFormFields, contractQueryFields } from '../../../lib/resource/from-contract'
import type {
  ControlProps,
  FormFieldDef,
  ResourceDefinition,
} from '../../../lib/resource/resource-definition'
import { defaultBody, ResourceFormDialog } from '../../../lib/resource/resource-form-dialog'
import { ResourceListPage } from '../../../lib/resource/resource-list-page'
import { useListController } from '../../../lib/resource/use-list-controller'
import { withIntegers } from '../shared/json-field-rules'

/** How long typing pauses before the value is checked with the server. */
export const ITEM_VALUE_CHECK_DELAY_MS = 400

/**
 * An item value must be unique in its dictionary: upstream SysDictItemModal asks
 * /sys/dictItem/dictItemCheck (the edited item left out); the server's message is the field's error.
 */
export async function checkItemValue(
  dictId: string,
  itemValue: string,
  itemId: string | undefined,
): Promise<string | null> {
  if (!itemValue.trim()) return null
  try {
    const verdict = await checkDictItemValue(dictId, itemValue, itemId)
    return verdict.ok ? null : verdict.message || t('校验失败')
  } catch (error) {
    return messageOf(error)
  }
}

/** The value input, checked while typing: a pause in typing runs the field's rules as a blur would. */
function ItemValueInput({ id, describedBy, value, onChange, onBlur, invalid, disabled }: ControlProps) {
  const t = useT()
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
    },
    [],
  )
  return (
    <Input
      id={id}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      invalid={invalid}
      disabled={disabled}
      autoComplete="off"
      value={value === null ? '' : String(value)}
      placeholder={t('请输入{{label}}', { label: t('字典项值') })}
      onBlur={onBlur}
      onChange={(event) => {
        onChange(event.target.value)
        if (timer.current) clearTimeout(timer.current)
        timer.current = setTimeout(onBlur, ITEM_VALUE_CHECK_DELAY_MS)
      }}
    />
  )
}

/** The form of an item of `dictId`; `itemId` is the edited item (its own value is no duplicate). */
function itemFieldsOf(dictId: string, itemId?: string): FormFieldDef[] {
  return contractFormFields('dictItem', ['itemText', 'itemValue', 'description', 'sortOrder', 'status'], {
    itemValue: {
      render: (props) => <ItemValueInput {...props} />,
      rules: { validate: (value) => checkItemValue(dictId, value === null ? '' : String(value), itemId) },
    },
    description: { kind: 'textarea' },
    sortOrder: { defaultValue: '1', hint: msg('值越小越靠前') },
    status: { kind: 'radio', defaultValue: '1' },
  })
}

/** The items of one dictionary: the dictItem resource filtered by dictId, and dictId put into every body. */
export function dictItemResource(dictId: string, itemId?: string): ResourceDefinition<'/sys/dictItem'> {
  const itemFields = itemFieldsOf(dictId, itemId)
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
  return (
    <ResourceListPage
      definition={definition}
      controller={controller}
      renderForm={({ mode, row, onOpenChange }) => (
        <ResourceFormDialog
          definition={row ? dictItemResource(dictId, row.id) : definition}
          mode={mode}
          row={row}
          open
          onOpenChange={onOpenChange}
        />
      )}
    />
  )
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
