import { contractColumns, contractFormFields, contractQueryFields } from '../../lib/resource/from-contract'
import type { FormValues, ResourceDefinition } from '../../lib/resource/resource-definition'
import { ResourceListPage } from '../../lib/resource/resource-list-page'
import { msg, t } from '@erp/ui-kit/i18n'

const TIME = { regex: /^([01]\d|2[0-3]):[0-5]\d$/, message: msg('请输入 HH:mm 格式的时间，如 08:00') }
const minutesOf = (time: unknown) => {
  const [hours = 0, minutes = 0] = String(time ?? '')
    .split(':')
    .map(Number)
  return hours * 60 + minutes
}

/** The same shape rule as the server (server/src/modules/att/shift-time.ts shiftProblem). */
export function shiftShapeProblem(values: FormValues): string | null {
  const start = String(values.startTime ?? '')
  const end = String(values.endTime ?? '')
  if (!TIME.regex.test(start) || !TIME.regex.test(end)) return null
  const crosses = Number(values.crossesMidnight ?? 0) === 1
  const length = crosses ? minutesOf(end) + 1440 - minutesOf(start) : minutesOf(end) - minutesOf(start)
  if (crosses && minutesOf(end) >= minutesOf(start)) return t('跨零点班次的下班时间必须早于上班时间')
  if (!crosses && length <= 0) return t('下班时间必须晚于上班时间（夜班请选择跨零点）')
  if (Number(values.restMinutes ?? 0) >= length) return t('休息分钟必须小于班次时长')
  return null
}

const minutes = (max: number) => ({
  defaultValue: 0,
  rules: {
    validate: (value: unknown) =>
      value === '' || value === null || (Number(value) >= 0 && Number(value) <= max)
        ? null
        : t('请输入 0 到 {{max}} 之间的整数', { max }),
  },
})

/** 班次 (docs/modules.md att shift). */
export const shiftResource: ResourceDefinition<'/att/shift'> = {
  base: '/att/shift',
  title: msg('班次'),
  columns: contractColumns('attShift', [
    'code',
    'name',
    'startTime',
    'endTime',
    'crossesMidnight',
    'restMinutes',
    'lateGraceMinutes',
    'earlyLeaveGraceMinutes',
  ]),
  queryFields: contractQueryFields('attShift', ['code', 'name']),
  formFields: contractFormFields(
    'attShift',
    [
      'code',
      'name',
      'startTime',
      'endTime',
      'crossesMidnight',
      'restMinutes',
      'lateGraceMinutes',
      'earlyLeaveGraceMinutes',
    ],
    {
      code: { lockedOnEdit: true },
      startTime: { placeholder: msg('如 08:00'), rules: { pattern: TIME } },
      endTime: {
        placeholder: msg('如 17:00'),
        rules: { pattern: TIME, validate: (_value, values) => shiftShapeProblem(values) },
      },
      crossesMidnight: {
        kind: 'radio',
        defaultValue: 0,
        hint: msg('夜班（如 22:00–06:00）选“是”，下班在次日'),
      },
      restMinutes: minutes(720),
      lateGraceMinutes: minutes(120),
      earlyLeaveGraceMinutes: minutes(120),
    },
  ),
  excel: { exportPath: '/att/shift/exportXls', importPath: '/att/shift/importExcel' },
  permissions: {
    add: 'att:shift:add',
    edit: 'att:shift:edit',
    delete: 'att:shift:delete',
    export: 'att:shift:export',
    import: 'att:shift:import',
  },
}

export default function ShiftPage() {
  return <ResourceListPage definition={shiftResource} />
}
