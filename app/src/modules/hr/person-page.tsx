import { DetailsModal, type DetailField } from '@erp/ui-kit/detail-list'
import { useMemo, useState } from 'react'
import type { RowOf } from '../../lib/resource/crud-client'
import { contractColumns, contractFormFields, contractQueryFields } from '../../lib/resource/from-contract'
import type { ResourceDefinition } from '../../lib/resource/resource-definition'
import { ResourceListPage } from '../../lib/resource/resource-list-page'
import {
  DepartTreeSelect,
  fileUrl,
  ImageUpload,
  PositionSelect,
  useDepartNames,
  useDepartPathOptions,
} from './hr-controls'
import { usePositionOptions } from './api/hr-references'
import { birthdayMatchesId, identityFromId, residentIdRule, sexMatchesId } from './resident-id'
import { dictText as translateDictText, msg, useT, t } from '@erp/ui-kit/i18n'

type PersonRow = RowOf<'/hr/person'>
type Texts = Record<string, unknown>

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))
/** A dictionary field's text in the screen's language: by the dictionary code and the value. */
const dictText = (row: PersonRow, name: string, dictCode: string) =>
  translateDictText(
    dictCode,
    text((row as Texts)[name]),
    text((row as Texts)[`${name}_dictText`] ?? (row as Texts)[name]),
  )

/**
 * The form of a staff record: contract rules plus the resident ID (checksum, a birth date not after today), the
 * birthday and sex it fills in and must agree with, mobile and e-mail patterns.
 */
export const personFormFields = contractFormFields(
  'person',
  [
    'workNo',
    'realname',
    'sex',
    'birthday',
    'idCard',
    'phone',
    'email',
    'post',
    'entryDate',
    'status',
    'departId',
    'avatar',
  ],
  {
    idCard: { rules: { validate: residentIdRule }, fills: identityFromId },
    birthday: { rules: { validate: birthdayMatchesId }, hint: msg('填写身份证号后自动填写') },
    sex: { rules: { validate: sexMatchesId } },
    phone: { rules: { pattern: 'm' } },
    email: { rules: { pattern: 'e' } },
    departId: { render: (props) => <DepartTreeSelect {...props} />, wide: true },
    post: { render: (props) => <PositionSelect {...props} /> },
    avatar: {
      render: (props) => <ImageUpload {...props} label={t('照片')} />,
      wide: true,
    },
  },
)

const permissions = {
  add: 'hr:person:add',
  edit: 'hr:person:edit',
  delete: 'hr:person:delete',
  export: 'hr:person:export',
  import: 'hr:person:import',
}

/** 员工档案 (menu component hr/PersonList). */
export default function PersonPage() {
  const t = useT()
  const departNames = useDepartNames()
  const departOptions = useDepartPathOptions()
  const positions = usePositionOptions()
  const positionName = useMemo(() => new Map(positions.map((p) => [p.value, p.label])), [positions])
  const [detail, setDetail] = useState<PersonRow | null>(null)

  const definition = useMemo<ResourceDefinition<'/hr/person'>>(
    () => ({
      base: '/hr/person',
      title: t('员工'),
      columns: contractColumns<PersonRow>(
        'person',
        ['workNo', 'realname', 'sex', 'departId', 'post', 'phone', 'entryDate', 'status'],
        {
          phone: { width: 130 },
          entryDate: { width: 120 },
          departId: { render: (row) => departNames.get(text(row.departId)) ?? text(row.departId) },
          post: { render: (row) => positionName.get(text(row.post)) ?? text(row.post) },
        },
      ),
      queryFields: [
        ...contractQueryFields('person', ['workNo', 'realname']),
        {
          name: 'departId',
          label: t('部门'),
          kind: 'select',
          options: departOptions,
        },
        ...contractQueryFields('person', ['status']),
      ],
      formFields: personFormFields,
      excel: { exportPath: '/hr/person/exportXls', importPath: '/hr/person/importExcel' },
      permissions,
      defaultSort: { column: 'workNo', order: 'asc' },
    }),
    [departNames, departOptions, positionName, t],
  )

  const fields: DetailField<Texts>[] = [
    { field: 'workNo', label: t('工号') },
    { field: 'realname', label: t('姓名') },
    { field: 'sex', label: t('性别'), render: (_, row) => dictText(row as PersonRow, 'sex', 'sex') },
    { field: 'birthday', label: t('生日') },
    { field: 'idCard', label: t('身份证号') },
    { field: 'phone', label: t('手机号') },
    { field: 'email', label: t('邮箱') },
    { field: 'departId', label: t('部门'), render: (value) => departNames.get(text(value)) ?? text(value) },
    { field: 'post', label: t('职务'), render: (value) => positionName.get(text(value)) ?? text(value) },
    { field: 'entryDate', label: t('入职日期') },
    {
      field: 'status',
      label: t('状态'),
      render: (_, row) => dictText(row as PersonRow, 'status', 'person_status'),
    },
    {
      field: 'avatar',
      label: t('照片'),
      render: (value) =>
        value ? (
          <img src={fileUrl(text(value))} alt={t('员工照片')} className="size-20 rounded object-cover" />
        ) : (
          t('无')
        ),
    },
  ]

  return (
    <>
      <ResourceListPage definition={definition} onDetail={setDetail} />
      <DetailsModal
        open={detail !== null}
        onOpenChange={(open) => (open ? null : setDetail(null))}
        record={detail as Texts | null}
        fields={fields}
        col={2}
        title={t('员工详情')}
        width={800}
      />
    </>
  )
}
