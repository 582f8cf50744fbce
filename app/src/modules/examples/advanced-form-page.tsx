import { Badge } from '@erp/ui-kit/badge'
import { Button } from '@erp/ui-kit/button'
import type { EditableColumn, EditableTableHandle, RowsChange } from '@erp/ui-kit/editable-table'
import { FormField } from '@erp/ui-kit/form-field'
import { dictText, msg, useT } from '@erp/ui-kit/i18n'
import { DatePicker } from '@erp/ui-kit/date-picker'
import { Select } from '@erp/ui-kit/select'
import { Textarea } from '@erp/ui-kit/textarea'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import dayjs from 'dayjs'
import { lazy, Suspense, useId, useMemo, useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { messageOf } from '../../lib/api-errors'
import { ExamplePage, PartHeading } from './example-parts'
import { saveCheckReport, type CheckReportDetail, type CheckReportSaveBody } from './api/check-reports'
import { defectStandardsQuery } from './api/defect-standards'
import { exampleKeys } from './api/examples-keys'
import { registersQuery } from './api/qc-registers'

const DefectLinesTable = lazy(() => import('./defect-lines-table'))

export interface DefectLine {
  id: string
  defectStandardId: string | null
  severity: string | null
  quantity: number | null
  note: string | null
}

type Severity = 'critical' | 'major' | 'minor'
const SEVERITIES: ReadonlyArray<{ value: Severity; label: string }> = [
  { value: 'critical', label: msg('致命') },
  { value: 'major', label: msg('严重') },
  { value: 'minor', label: msg('轻微') },
]

const severityOf = (value: string | null): Severity =>
  value === 'critical' || value === 'minor' ? value : 'major'

/** The body of /qc/checkReport/saveWithLines: a garment report and its defect lines, in one request. */
export function saveBody(
  header: { registerId: string; checkDate: string; conclusion: string },
  lines: readonly DefectLine[],
): CheckReportSaveBody {
  return {
    report: {
      registerId: header.registerId,
      inspectionType: 'garment',
      checkDate: header.checkDate || null,
      conclusion: header.conclusion.trim() || null,
    },
    defects: lines.map((line) => ({
      defectStandardId: line.defectStandardId ?? '',
      severity: severityOf(line.severity),
      quantity: Number(line.quantity),
      note: line.note?.trim() || null,
    })),
    fabrics: [],
  }
}

/**
 * 表单页 › 高级表单 (examples/form/advancedForm/AdvancedForm): a garment check report — the registration, date
 * and conclusion — with an editable table of defect lines, saved in ONE request (/qc/checkReport/saveWithLines).
 * The server computes the plan, totals and verdict and answers them; a refusal keeps everything entered.
 */
export default function AdvancedFormPage() {
  const t = useT()
  const queryClient = useQueryClient()
  const registerId = useId()
  const [header, setHeader] = useState({
    registerId: '',
    checkDate: dayjs().format('YYYY-MM-DD'),
    conclusion: '',
  })
  const [lines, setLines] = useState<DefectLine[]>([])
  const [registerError, setRegisterError] = useState<string | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [saved, setSaved] = useState<{ detail: CheckReportDetail; message: string } | null>(null)
  const [saving, setSaving] = useState(false)
  const table = useRef<EditableTableHandle<DefectLine>>(null)
  const registers = useQuery(registersQuery())
  const standards = useQuery(defectStandardsQuery())

  const standardOptions = useMemo(
    () =>
      (standards.data ?? []).map((row) => ({
        value: row.id,
        label: `${row.code ?? ''} ${row.name ?? ''}`.trim(),
      })),
    [standards.data],
  )
  const standardSeverity = useMemo(
    () => new Map((standards.data ?? []).map((row) => [row.id, row.severity ?? ''])),
    [standards.data],
  )
  const columns = useMemo<EditableColumn<DefectLine>[]>(
    () => [
      { key: 'rowNumber', title: '#', type: 'row-number', width: 60 },
      { key: 'selection', title: t('选择'), type: 'row-checkbox', width: 50 },
      {
        key: 'defectStandardId',
        title: t('缺陷标准'),
        type: 'select',
        width: 240,
        options: standardOptions,
        validateRules: [{ required: true, message: t('请选择缺陷标准') }],
      },
      {
        key: 'severity',
        title: t('缺陷等级'),
        type: 'select',
        width: 120,
        options: SEVERITIES.map((option) => ({ value: option.value, label: t(option.label) })),
        validateRules: [{ required: true, message: t('请选择缺陷等级') }],
      },
      {
        key: 'quantity',
        title: t('数量'),
        type: 'inputNumber',
        width: 100,
        defaultValue: 1,
        statistics: ['sum'],
        validateRules: [
          { required: true, message: t('请输入数量') },
          { pattern: /^[1-9]\d*$/, message: t('数量必须是正整数') },
        ],
      },
      { key: 'note', title: t('备注'), type: 'input', width: 240, maxLength: 500 },
    ],
    [standardOptions, t],
  )

  const onLinesChange = (rows: DefectLine[], change: RowsChange<DefectLine>) => {
    setLines(rows)
    // A chosen standard brings its severity (still changeable), after the grid has finished this edit.
    if (change.type === 'edit' && change.key === 'defectStandardId') {
      const severity = standardSeverity.get(String(change.value ?? ''))
      if (severity) setTimeout(() => table.current?.setCellValue(change.rowId, 'severity', severity), 0)
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setRefusal(null)
    setSaved(null)
    setRegisterError(header.registerId ? null : t('请选择检验登记'))
    if (!header.registerId) return
    const check = await table.current?.validateAll()
    if (check && !check.valid) return
    setSaving(true)
    try {
      const answer = await saveCheckReport(saveBody(header, table.current?.getValues() ?? lines))
      setSaved({ detail: answer.result, message: answer.message })
      await queryClient.invalidateQueries({ queryKey: exampleKeys.all })
    } catch (cause) {
      setRefusal(messageOf(cause))
    } finally {
      setSaving(false)
    }
  }

  const report = saved?.detail.report
  return (
    <ExamplePage title={t('高级表单')} busy={saving}>
      <p className="m-0 text-sm text-muted-foreground">
        {t('成衣检验报告：选择检验登记，逐条录入缺陷，保存时由服务器按抽样方案判定合格与否。')}
      </p>
      <form className="space-y-6" onSubmit={(event) => void submit(event)} noValidate>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
          <FormField label={t('检验登记')} error={registerError} controlId={registerId}>
            <Select
              value={header.registerId}
              onValueChange={(value) => {
                setHeader((current) => ({ ...current, registerId: value }))
                setRegisterError(null)
              }}
              placeholder={t('请选择')}
              options={(registers.data ?? []).map((row) => ({
                value: row.id,
                label: [row.registerNo, row.styleNo, row.factory].filter(Boolean).join(' · '),
              }))}
            />
          </FormField>
          <FormField label={t('检验日期')}>
            <DatePicker
              value={header.checkDate}
              onValueChange={(value) => setHeader((current) => ({ ...current, checkDate: value }))}
            />
          </FormField>
          <FormField label={t('结论')} className="md:col-span-3">
            <Textarea
              className="min-h-16"
              maxLength={2000}
              value={header.conclusion}
              onChange={(event) => setHeader((current) => ({ ...current, conclusion: event.target.value }))}
            />
          </FormField>
        </div>
        <section aria-label={t('缺陷明细')} className="space-y-2">
          <PartHeading>{t('缺陷明细')}</PartHeading>
          <Suspense fallback={<p className="text-sm text-muted-foreground">{t('加载中...')}</p>}>
            <DefectLinesTable
              tableRef={table}
              label={t('缺陷明细')}
              columns={columns}
              rows={lines}
              onChange={onLinesChange}
              labels={{
                add: t('新增缺陷'),
                remove: t('删除缺陷'),
                confirmRemove: (count) => t('确定删除选中的 {{count}} 条缺陷吗?', { count }),
              }}
            />
          </Suspense>
        </section>
        {refusal ? (
          <p role="alert" className="m-0 text-sm text-danger-strong" data-testid="form-refusal">
            {refusal}
          </p>
        ) : null}
        {saved && report ? (
          <div role="status" className="space-y-1 rounded bg-muted p-4 text-sm" data-testid="form-saved">
            <p className="m-0">{saved.message}</p>
            <p className="m-0">
              {t('{{label}}：', { label: t('报告编号') })}
              <strong className="font-mono">{report.reportNo}</strong>{' '}
              <Badge variant={report.result === 'pass' ? 'success' : 'danger'}>
                {dictText('check_result', report.result ?? '', report.result_dictText ?? report.result ?? '')}
              </Badge>{' '}
              <Link
                to={`/profile/basic?id=${encodeURIComponent(report.id)}`}
                className="text-primary-strong underline"
              >
                {t('查看报告')}
              </Link>
            </p>
          </div>
        ) : null}
        <Button type="submit" variant="primary" loading={saving}>
          {t('保存')}
        </Button>
      </form>
    </ExamplePage>
  )
}
