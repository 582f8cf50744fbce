import { FormField } from '@erp/ui-kit/form-field'
import { t, useT } from '@erp/ui-kit/i18n'
import { Combobox } from '@erp/ui-kit/combobox'
import { Input } from '@erp/ui-kit/input'
import { RadioGroup as KitRadioGroup } from '@erp/ui-kit/radio-group'
import { Switch } from '@erp/ui-kit/switch'
import { toast } from '@erp/ui-kit/toast'
import { useId, useState, type ReactElement, type ReactNode } from 'react'
import { messageOf } from '../../../lib/api-errors'
import { FormDialog } from '../../../lib/resource/form-dialog'
import { FieldLabel } from '../../../lib/resource/resource-form-field'
import { IconPickerField } from './icon-picker'
import { menuApi, type MenuAddBody, type MenuRecord } from './api/menus'
import { MENU_TYPES, parentOptions } from './menu-tree'

type MenuType = '0' | '1' | '2'

export interface MenuFormValues {
  menuType: MenuType
  name: string
  parentId: string
  url: string
  component: string
  componentName: string
  redirect: string
  perms: string
  permsType: string
  status: string
  icon: string
  sortNo: string
  route: boolean
  hidden: boolean
  keepAlive: boolean
  alwaysShow: boolean
  internalOrExternal: boolean
}

type Field = Exclude<keyof MenuFormValues, 'menuType'>

const str = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value)

export function menuFormValues(record: MenuRecord | null, parentId: string | null): MenuFormValues {
  const type = record ? String(record.menuType) : parentId ? '1' : '0'
  return {
    menuType: type === '1' || type === '2' ? type : '0',
    name: str(record?.name),
    parentId: str(record ? record.parentId : parentId),
    url: str(record?.url),
    component: str(record?.component),
    componentName: str(record?.componentName),
    redirect: str(record?.redirect),
    perms: str(record?.perms),
    permsType: str(record?.permsType) || '1',
    status: str(record?.status) || '1',
    icon: str(record?.icon),
    sortNo: record ? str(record.sortNo) : '1',
    route: record?.route ?? true,
    hidden: record?.hidden ?? false,
    keepAlive: record?.keepAlive ?? false,
    alwaysShow: record?.alwaysShow ?? false,
    internalOrExternal: record?.internalOrExternal ?? false,
  }
}

/** Which fields a menu type shows (upstream PermissionModal). */
export function shownFields(values: MenuFormValues): ReadonlySet<Field> {
  const button = values.menuType === '2'
  if (button) return new Set<Field>(['name', 'parentId', 'perms', 'permsType', 'status'])
  return new Set<Field>([
    'name',
    ...(values.menuType === '1' ? (['parentId'] as const) : []),
    'url',
    'component',
    'componentName',
    ...(values.menuType === '0' ? (['redirect'] as const) : []),
    'icon',
    'sortNo',
    'route',
    'hidden',
    'keepAlive',
    'alwaysShow',
    'internalOrExternal',
  ])
}

/** The rules of upstream's form: the first message of each wrong field. */
export function validateMenu(values: MenuFormValues): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {}
  const shown = shownFields(values)
  const empty = (field: Field) => String(values[field]).trim() === ''
  if (empty('name')) errors.name = values.menuType === '2' ? t('请输入按钮/权限名称!') : t('请输入菜单名称!')
  else if (values.name.length > 100) errors.name = t('名称最多100个字符')
  if (shown.has('parentId') && empty('parentId')) errors.parentId = t('请选择上级菜单!')
  if (shown.has('url') && empty('url')) errors.url = t('请输入菜单路径!')
  if (shown.has('component') && empty('component') && !values.internalOrExternal) {
    errors.component = t('请输入前端组件!')
  }
  if (shown.has('perms') && empty('perms')) errors.perms = t('请输入授权标识!')
  if (shown.has('sortNo') && !empty('sortNo') && !/^-?\d+(\.\d+)?$/.test(values.sortNo.trim())) {
    errors.sortNo = t('请输入正确的排序!')
  }
  return errors
}

/** Form values → the add body: what the type does not show is sent empty. */
export function menuBody(values: MenuFormValues): MenuAddBody {
  const shown = shownFields(values)
  const text = (field: Field) => {
    const value = String(values[field]).trim()
    return shown.has(field) && value !== '' ? value : null
  }
  const flag = (
    field: 'route' | 'hidden' | 'keepAlive' | 'alwaysShow' | 'internalOrExternal',
    fallback: boolean,
  ) => (shown.has(field) ? values[field] : fallback)
  const sortNo = text('sortNo')
  return {
    menuType: Number(values.menuType) as 0 | 1 | 2,
    name: values.name.trim(),
    parentId: text('parentId'),
    url: text('url'),
    component: text('component'),
    componentName: text('componentName'),
    redirect: text('redirect'),
    perms: text('perms'),
    permsType: text('permsType'),
    status: text('status'),
    icon: text('icon'),
    sortNo: sortNo === null ? 1 : Number(sortNo),
    route: flag('route', true),
    hidden: flag('hidden', false),
    keepAlive: flag('keepAlive', false),
    alwaysShow: flag('alwaysShow', false),
    internalOrExternal: flag('internalOrExternal', false),
  }
}

function RadioGroup({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string
  label: string
  value: string
  options: readonly { value: string; text: string }[]
  onChange: (value: string) => void
}) {
  const t = useT()
  return (
    <KitRadioGroup
      id={id}
      aria-label={label}
      value={value}
      onValueChange={onChange}
      options={options.map((option) => ({ value: option.value, label: t(option.text) }))}
    />
  )
}

export interface PermissionFormDialogProps {
  menus: readonly MenuRecord[]
  /** The menu edited; null when adding. */
  record: MenuRecord | null
  /** 添加下级: the parent of the new entry. */
  parentId: string | null
  onClose: () => void
  onSaved: () => Promise<void>
}

/** 新增 / 编辑 a menu, page or button (upstream PermissionModal): the fields follow the menu type. */
export function PermissionFormDialog({
  menus,
  record,
  parentId,
  onClose,
  onSaved,
}: PermissionFormDialogProps) {
  const t = useT()
  const formId = useId()
  const [initial] = useState(() => menuFormValues(record, parentId))
  const [values, setValues] = useState(initial)
  const dirty = JSON.stringify(values) !== JSON.stringify(initial)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const shown = shownFields(values)
  const parents = parentOptions(menus, record?.id ?? null)
  const isButton = values.menuType === '2'

  const set = <K extends keyof MenuFormValues>(field: K, value: MenuFormValues[K]) => {
    const next = { ...values, [field]: value }
    setValues(next)
    if (field !== 'menuType' && errors[field as Field]) {
      setErrors({ ...errors, [field]: validateMenu(next)[field as Field] })
    }
  }
  const blur = (field: Field) => setErrors({ ...errors, [field]: validateMenu(values)[field] })

  const save = async () => {
    const found = validateMenu(values)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setFailure(null)
    setSaving(true)
    try {
      const body = menuBody(values)
      const message = record ? await menuApi.edit({ ...body, id: record.id }) : await menuApi.add(body)
      toast.success(message || (record ? t('修改成功！') : t('添加成功！')))
      await onSaved()
      onClose()
    } catch (error) {
      setFailure(messageOf(error))
    } finally {
      setSaving(false)
    }
  }

  const field = (name: Field, label: string, control: ReactNode, required = false, hint?: string) =>
    shown.has(name) ? (
      <FormField
        label={<FieldLabel text={label} required={required} />}
        error={errors[name] ?? null}
        hint={hint}
        controlId={`${formId}-${name}`}
      >
        {control as ReactElement}
      </FormField>
    ) : null

  const textInput = (name: Field, placeholder: string) => (
    <Input
      value={String(values[name])}
      placeholder={placeholder}
      invalid={Boolean(errors[name])}
      onChange={(event) => set(name, event.target.value)}
      onBlur={() => blur(name)}
    />
  )
  const toggle = (name: 'route' | 'hidden' | 'keepAlive' | 'alwaysShow', label: string, hint: string) =>
    shown.has(name) ? (
      <div className="flex items-center gap-3">
        <span id={`${formId}-${name}-label`} className="w-28 text-sm font-medium">
          {label}
        </span>
        <Switch
          aria-labelledby={`${formId}-${name}-label`}
          checked={values[name]}
          onCheckedChange={(checked) => set(name, checked)}
        />
        <span className="text-xs text-muted-foreground">{hint}</span>
      </div>
    ) : null

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={record ? t('编辑') : t('新增')}
      width={720}
      dirty={dirty}
      failure={failure}
      formId={formId}
      cancelLabel={t('取消')}
      saveLabel={t('确定')}
      onCancel={onClose}
      saving={saving}
    >
      <form
        id={formId}
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault()
          void save()
        }}
      >
        <div className="space-y-1">
          <span id={`${formId}-type-label`} className="block text-sm font-medium">
            {t('菜单类型')}
          </span>
          <RadioGroup
            id={`${formId}-menuType`}
            label={t('菜单类型')}
            value={values.menuType}
            options={MENU_TYPES}
            onChange={(value) => {
              setErrors({})
              set('menuType', value === '1' || value === '2' ? value : '0')
            }}
          />
        </div>
        {field(
          'name',
          isButton ? t('按钮/权限') : t('菜单名称'),
          textInput('name', isButton ? t('请输入按钮/权限名称') : t('请输入菜单名称')),
          true,
        )}
        {field(
          'parentId',
          t('上级菜单'),
          <Combobox
            value={values.parentId}
            placeholder={t('请选择上级菜单')}
            invalid={Boolean(errors.parentId)}
            onValueChange={(next) => set('parentId', next)}
            onBlur={() => blur('parentId')}
            options={parents.map((option) => ({
              value: option.value,
              label: `${'\u3000'.repeat(option.depth)}${option.text}`,
              keywords: option.text,
            }))}
          />,
          true,
        )}
        {field('url', t('菜单路径'), textInput('url', t('请输入菜单路径')), true)}
        {field(
          'component',
          t('前端组件'),
          textInput('component', t('请输入前端组件')),
          !values.internalOrExternal,
          t('外部链接可不填；布局用 layouts/RouteView'),
        )}
        {field('componentName', t('组件名称'), textInput('componentName', t('请输入组件名称')))}
        {field('redirect', t('默认跳转地址'), textInput('redirect', t('请输入默认跳转地址')))}
        {field(
          'perms',
          t('授权标识'),
          textInput('perms', t('多个用逗号分隔, 如: user:list,user:create')),
          true,
        )}
        {field(
          'permsType',
          t('授权策略'),
          <RadioGroup
            id={`${formId}-permsType`}
            label={t('授权策略')}
            value={values.permsType}
            options={[
              { value: '1', text: t('可见/可访问(授权后可见/可访问)') },
              { value: '2', text: t('可编辑(未授权时禁用)') },
            ]}
            onChange={(value) => set('permsType', value)}
          />,
        )}
        {field(
          'status',
          t('状态'),
          <RadioGroup
            id={`${formId}-status`}
            label={t('状态')}
            value={values.status}
            options={[
              { value: '1', text: t('有效') },
              { value: '0', text: t('无效') },
            ]}
            onChange={(value) => set('status', value)}
          />,
        )}
        {field(
          'icon',
          t('菜单图标'),
          <IconPickerField
            id={`${formId}-icon`}
            value={values.icon}
            onChange={(icon) => set('icon', icon)}
          />,
        )}
        {field('sortNo', t('排序'), textInput('sortNo', t('请输入菜单排序')))}
        {toggle('route', t('是否路由菜单'), t('关闭后不生成路由'))}
        {toggle('hidden', t('隐藏路由'), t('不在菜单中显示'))}
        {toggle('keepAlive', t('是否缓存路由'), t('切换标签时保留页面状态'))}
        {toggle('alwaysShow', t('聚合路由'), t('只有一个子菜单时也显示父级'))}
        {field(
          'internalOrExternal',
          t('打开方式'),
          <RadioGroup
            id={`${formId}-internalOrExternal`}
            label={t('打开方式')}
            value={values.internalOrExternal ? '1' : '0'}
            options={[
              { value: '0', text: t('内部') },
              { value: '1', text: t('外部') },
            ]}
            onChange={(value) => set('internalOrExternal', value === '1')}
          />,
        )}
      </form>
    </FormDialog>
  )
}
