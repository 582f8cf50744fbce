import { Badge } from '@erp/ui-kit/badge'
import { Dialog, DialogBody, DialogContent, DialogHeader, DialogTitle } from '@erp/ui-kit/dialog'
import {
  EditableTable,
  uploadCellPath,
  type EditableColumn,
  type EditableTableHandle,
  type RowsChange,
} from '@erp/ui-kit/editable-table'
import { FormField } from '@erp/ui-kit/form-field'
import { DatePicker } from '@erp/ui-kit/date-picker'
import { Input } from '@erp/ui-kit/input'
import { Select } from '@erp/ui-kit/select'
import { toast } from '@erp/ui-kit/toast'
import { Upload } from '@erp/ui-kit/upload'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import dayjs from 'dayjs'
import { useId, useMemo, useRef, useState } from 'react'
import { messageOf } from '../../lib/api-errors'
import { FormDialogFooter } from '../../lib/resource/form-dialog'
import { OptionPicker } from '../../lib/resource/option-picker'
import { resourceKeys } from '../../lib/resource/use-list-controller'
import { useSession } from '../../stores/session-store'
import {
  checkReportApi,
  detailQuery,
  planQuery,
  type CheckReportDetail,
  type CheckReportSaveBody,
  type InspectionPlan,
} from './api/check-reports'
import { useDefectStandards } from './api/defect-standards'
import { useRegisters } from './api/registers'
import {
  SEVERITY_OPTIONS,
  fabricSummary,
  fourPoints,
  isValidDefectLine,
  isValidFabricLine,
  liveVerdict,
  severityTotals,
  type DefectLineRow,
  type FabricLineRow,
  type Severity,
} from './check-report-calc'
import {
  qcKeys,
  useFabricDefectOptions,
  useInspectorOptions,
  useOptionNames,
  useUserOptions,
} from './api/qc-options'
import { INSPECTION_TYPES } from './check-report-options'
import { fileUrl, qcUpload } from './api/register-api'
import { useT, msg } from '@erp/ui-kit/i18n'

export const EDITOR_MESSAGES = {
  add: msg('新增检验报告'),
  edit: msg('编辑检验报告'),
  loading: msg('加载中...'),
  plan: msg('抽样方案'),
  choosePlan: msg('选择检验登记后显示抽样数量与 Ac/Re'),
  defaultRule: msg('该品牌没有适用于该产品类别的检验规则，按一般检验水平 II、AQL 0 / 2.5 / 4.0 计算'),
  categoryRule: msg('检验规则：品牌 + 产品类别「{{category}}」'),
  brandRule: msg('检验规则：该品牌不分产品类别的规则（没有「{{category}}」的规则）'),
  invalidLines: msg('有 {{count}} 行数据无效（标红），不计入合计；修正后才能判定'),
  arrow: msg('箭头指向其他方案时，该等级按所指方案的抽样数检验'),
  defects: msg('缺陷明细'),
  fabrics: msg('面料明细（四分制）'),
  registerRequired: msg('请选择检验登记'),
  fabricRequired: msg('面料检验至少需要一条面料记录'),
  cancel: msg('取消'),
  save: msg('保存'),
  livePass: msg('合格'),
  liveFail: msg('不合格'),
}

const SEVERITY_TEXT: Record<Severity, string> = {
  critical: msg('致命'),
  major: msg('严重'),
  minor: msg('轻微'),
}

interface Header {
  reportNo: string
  registerId: string
  inspectionType: 'garment' | 'fabric'
  /** Undefined until chosen on a new report: then the signed-in user, when they are an inspector. */
  inspectorId: string | undefined
  checkDate: string
  photos: string
  conclusion: string
}

/** The plan of the chosen registration with the live totals and verdict. */
export function PlanPanel({
  plan,
  totals,
  fabric,
  invalidLines = 0,
}: {
  plan: InspectionPlan | undefined
  totals: Record<Severity, number>
  fabric: { totalPoints: number; per100: number | null } | null
  /** Lines the editor marks invalid: left out of the totals, and no verdict while there are any. */
  invalidLines?: number
}) {
  const t = useT()
  const verdict = liveVerdict(totals, plan, fabric?.per100 ?? null, invalidLines)
  if (!plan) return <p className="text-sm text-muted-foreground">{t(EDITOR_MESSAGES.choosePlan)}</p>
  const rows: Array<
    [
      Severity,
      number | undefined,
      string | undefined,
      number | undefined,
      number | undefined,
      number | undefined,
    ]
  > = [
    [
      'critical',
      plan.aqlCritical,
      plan.criticalLetter,
      plan.criticalSampleSize,
      plan.criticalAc,
      plan.criticalRe,
    ],
    ['major', plan.aqlMajor, plan.majorLetter, plan.majorSampleSize, plan.majorAc, plan.majorRe],
    ['minor', plan.aqlMinor, plan.minorLetter, plan.minorSampleSize, plan.minorAc, plan.minorRe],
  ]
  const category = plan.productCategory ?? ''
  const arrows = rows.some(([, , letter]) => letter !== undefined && letter !== plan.majorLetter)
  return (
    <div className="space-y-2" data-slot="inspection-plan">
      <p className="text-sm">
        {t('批量')} <strong>{plan.lotSize}</strong> {t('· 检验水平')} <strong>{plan.inspectionLevel}</strong>{' '}
        {t('· 样本量字码')} <strong>{plan.sampleLetter}</strong> {t('· 抽样数量')}{' '}
        <strong data-testid="sample-size">{plan.sampleSize}</strong>
      </p>
      <p className="text-xs text-muted-foreground" data-testid="plan-rule">
        {plan.ruleMatch === 'category'
          ? t(EDITOR_MESSAGES.categoryRule, { category: plan.ruleCategory ?? category })
          : plan.ruleMatch === 'brand'
            ? t(EDITOR_MESSAGES.brandRule, { category })
            : t(EDITOR_MESSAGES.defaultRule)}
      </p>
      <table className="w-full max-w-xl text-sm" aria-label={t('接收/拒收数')}>
        <thead>
          <tr className="bg-muted text-left">
            <th className="px-2 py-1">{t('缺陷等级')}</th>
            <th className="px-2 py-1">AQL</th>
            <th className="px-2 py-1">{t('字码')}</th>
            <th className="px-2 py-1">{t('抽样数')}</th>
            <th className="px-2 py-1">{t('缺陷数')}</th>
            <th className="px-2 py-1">Ac</th>
            <th className="px-2 py-1">Re</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([severity, aql, letter, size, ac, re]) => (
            <tr key={severity} className="border-b border-border">
              <th scope="row" className="px-2 py-1 text-left font-normal">
                {t(SEVERITY_TEXT[severity])}
              </th>
              <td className="px-2 py-1">{aql ?? ''}</td>
              <td className="px-2 py-1">{letter ?? ''}</td>
              <td className="px-2 py-1" data-testid={`${severity}-sample-size`}>
                {size ?? ''}
              </td>
              <td className="px-2 py-1" data-testid={`${severity}-total`}>
                {totals[severity]}
              </td>
              <td className="px-2 py-1">{ac ?? ''}</td>
              <td className="px-2 py-1">{re ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {arrows ? <p className="text-xs text-muted-foreground">{t(EDITOR_MESSAGES.arrow)}</p> : null}
      {fabric ? (
        <p className="text-sm">
          {t('总扣分')} <strong>{fabric.totalPoints}</strong> {t('· 每百平方码扣分')}{' '}
          <strong data-testid="points-per-100">{fabric.per100 ?? '-'}</strong>
        </p>
      ) : null}
      {verdict === 'invalid' ? (
        <p className="text-sm text-danger-strong" aria-live="polite" data-testid="live-result-invalid">
          {t(EDITOR_MESSAGES.invalidLines, { count: invalidLines })}
        </p>
      ) : verdict ? (
        <p className="text-sm" aria-live="polite">
          {t('判定：')}
          <Badge variant={verdict === 'pass' ? 'success' : 'danger'} data-testid="live-result">
            {verdict === 'pass' ? t(EDITOR_MESSAGES.livePass) : t(EDITOR_MESSAGES.liveFail)}
          </Badge>
        </p>
      ) : null}
    </div>
  )
}

const toDefectRows = (detail: CheckReportDetail | undefined): DefectLineRow[] =>
  (detail?.defects ?? []).map((line) => ({
    id: line.id,
    defectStandardId: line.defectStandardId,
    severity: line.severity,
    quantity: line.quantity,
    note: line.note ?? null,
    photo: line.photo ?? null,
  }))

const toFabricRows = (detail: CheckReportDetail | undefined): FabricLineRow[] =>
  (detail?.fabrics ?? []).map((line) => ({
    id: line.id,
    rollNo: line.rollNo,
    lengthYards: line.lengthYards,
    widthInches: line.widthInches,
    defectCode: line.defectCode ?? null,
    defectLengthInches: line.defectLengthInches ?? null,
    isHole: line.isHole ?? false,
    points: line.points,
  }))

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))
const numberOrNull = (value: unknown) =>
  value === null || value === undefined || value === '' ? null : Number(value)

export interface CheckReportEditorProps {
  /** The report edited; null adds one. */
  reportId: string | null
  onOpenChange: (open: boolean) => void
}

/** Add or edit a check report with its defect (and fabric) lines; saved in one request. */
export function CheckReportEditor({ reportId, onOpenChange }: CheckReportEditorProps) {
  const t = useT()
  const detail = useQuery({ ...detailQuery(reportId ?? ''), enabled: reportId !== null })
  const titleId = useId()
  const ready = reportId === null || detail.data !== undefined
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent width={1200} aria-labelledby={titleId} aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle id={titleId}>
            {reportId ? t(EDITOR_MESSAGES.edit) : t(EDITOR_MESSAGES.add)}
          </DialogTitle>
        </DialogHeader>
        {detail.error ? (
          <p role="alert" className="text-sm text-danger-strong">
            {messageOf(detail.error)}
          </p>
        ) : ready ? (
          <EditorForm detail={detail.data} onClose={() => onOpenChange(false)} />
        ) : (
          <p className="text-sm text-muted-foreground">{t(EDITOR_MESSAGES.loading)}</p>
        )}
      </DialogContent>
    </Dialog>
  )
}

function EditorForm({ detail, onClose }: { detail: CheckReportDetail | undefined; onClose: () => void }) {
  const t = useT()
  const formId = useId()
  const queryClient = useQueryClient()
  const userId = useSession((state) => state.userInfo?.id ?? '')
  const report = detail?.report
  const [header, setHeader] = useState<Header>(() => ({
    reportNo: text(report?.reportNo),
    registerId: text(report?.registerId),
    inspectionType: report?.inspectionType === 'fabric' ? 'fabric' : 'garment',
    inspectorId: report ? text(report.inspectorId) : undefined,
    checkDate: report ? text(report.checkDate) : dayjs().format('YYYY-MM-DD'),
    photos: text(report?.photos),
    conclusion: text(report?.conclusion),
  }))
  const [defects, setDefects] = useState<DefectLineRow[]>(() => toDefectRows(detail))
  const [fabrics, setFabrics] = useState<FabricLineRow[]>(() => toFabricRows(detail))
  const [failure, setFailure] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const defectTable = useRef<EditableTableHandle<DefectLineRow>>(null)
  const fabricTable = useRef<EditableTableHandle<FabricLineRow>>(null)

  const registers = useRegisters()
  const standards = useDefectStandards()
  const fabricDefects = useFabricDefectOptions()
  const inspectors = useInspectorOptions()
  const userNames = useOptionNames(useUserOptions('name'))
  const plan = useQuery(planQuery(header.registerId))
  const fabric = header.inspectionType === 'fabric'
  const totals = severityTotals(defects)
  const fabricFigures = fabric ? fabricSummary(fabrics) : null
  const invalidLines =
    defects.filter((line) => !isValidDefectLine(line)).length +
    (fabric ? fabrics.filter((line) => !isValidFabricLine(line)).length : 0)

  // A new report is the signed-in user's when they inspect; anyone else chooses (the server takes inspectors only).
  const inspectorId =
    header.inspectorId ?? (inspectors.some((option) => option.value === userId) ? userId : '')
  // The inspectors, and the one of an older report who is no longer among them (shown by name).
  const inspectorOptions = useMemo(
    () =>
      inspectorId && !inspectors.some((option) => option.value === inspectorId)
        ? [{ value: inspectorId, label: userNames.get(inspectorId) ?? inspectorId }, ...inspectors]
        : inspectors,
    [inspectorId, inspectors, userNames],
  )
  const set = (patch: Partial<Header>) => setHeader((current) => ({ ...current, ...patch }))

  const registerOptions = useMemo(() => {
    const options = registers.map((row) => ({
      value: row.id,
      label: `${row.registerNo ?? ''} · ${row.styleNo ?? ''}${row.factory ? ` · ${row.factory}` : ''}`,
    }))
    if (header.registerId && !options.some((option) => option.value === header.registerId))
      options.unshift({ value: header.registerId, label: header.registerId })
    return options
  }, [registers, header.registerId])

  const standardOptions = useMemo(
    () => standards.map((row) => ({ value: row.id, label: `${row.code ?? ''} ${row.name ?? ''}`.trim() })),
    [standards],
  )
  const severityOf = useMemo(() => new Map(standards.map((row) => [row.id, row.severity ?? ''])), [standards])

  const defectColumns = useMemo<EditableColumn<DefectLineRow>[]>(
    () => [
      { key: 'rowNumber', title: '#', type: 'row-number', width: 60 },
      { key: 'selection', title: t('选择'), type: 'row-checkbox', width: 50 },
      {
        key: 'defectStandardId',
        title: t('缺陷标准'),
        type: 'select',
        width: 220,
        options: standardOptions,
        validateRules: [{ required: true, message: t('请选择${title}') }],
      },
      {
        key: 'severity',
        title: t('缺陷等级'),
        type: 'select',
        width: 110,
        options: SEVERITY_OPTIONS.map((option) => ({ ...option, label: t(option.label) })),
        validateRules: [{ required: true, message: t('请选择${title}') }],
      },
      {
        key: 'quantity',
        title: t('数量'),
        type: 'inputNumber',
        width: 100,
        defaultValue: 1,
        // No sum row: it would add invalid quantities; the plan panel totals the valid lines per severity.
        validateRules: [
          { required: true, message: t('请输入${title}') },
          { pattern: /^[1-9]\d*$/, message: t('数量必须是正整数') },
        ],
      },
      { key: 'note', title: t('备注'), type: 'input', width: 200, maxLength: 500 },
      {
        key: 'photo',
        title: t('照片'),
        type: 'upload',
        width: 180,
        upload: qcUpload,
        fileUrl,
        biz: 'qc',
        buttonText: t('上传照片'),
      },
    ],
    [standardOptions, t],
  )

  const fabricColumns = useMemo<EditableColumn<FabricLineRow>[]>(
    () => [
      { key: 'rowNumber', title: '#', type: 'row-number', width: 60 },
      { key: 'selection', title: t('选择'), type: 'row-checkbox', width: 50 },
      {
        key: 'rollNo',
        title: t('卷号'),
        type: 'input',
        width: 110,
        maxLength: 32,
        validateRules: [{ required: true, message: t('请输入${title}') }],
      },
      {
        key: 'lengthYards',
        title: t('长度(码)'),
        type: 'inputNumber',
        width: 110,
        validateRules: [{ required: true, message: t('请输入${title}') }],
      },
      {
        key: 'widthInches',
        title: t('门幅(英寸)'),
        type: 'inputNumber',
        width: 120,
        defaultValue: 58,
        validateRules: [{ required: true, message: t('请输入${title}') }],
      },
      { key: 'defectCode', title: t('疵点'), type: 'select', width: 160, options: fabricDefects },
      { key: 'defectLengthInches', title: t('疵点长度(英寸)'), type: 'inputNumber', width: 140 },
      { key: 'isHole', title: t('破洞'), type: 'checkbox', width: 80, defaultValue: false },
      { key: 'points', title: t('扣分'), type: 'normal', width: 90, statistics: ['sum'], defaultValue: 0 },
    ],
    [fabricDefects, t],
  )

  const onDefectsChange = (rows: DefectLineRow[], change: RowsChange<DefectLineRow>) => {
    setDefects(rows)
    // A chosen standard brings its severity (still changeable).
    if (change.type === 'edit' && change.key === 'defectStandardId') {
      const severity = severityOf.get(String(change.value ?? ''))
      // After the grid has finished the edit that called us (a nested edit would be overwritten).
      if (severity) setTimeout(() => defectTable.current?.setCellValue(change.rowId, 'severity', severity), 0)
    }
  }

  const onFabricsChange = (rows: FabricLineRow[], change: RowsChange<FabricLineRow>) => {
    setFabrics(rows)
    // Points follow the defect length (or the hole box) as soon as it is entered.
    if (change.type === 'edit' && (change.key === 'defectLengthInches' || change.key === 'isHole')) {
      const points = fourPoints(change.row.defectLengthInches, change.row.isHole)
      if (points !== change.row.points)
        setTimeout(() => fabricTable.current?.setCellValue(change.rowId, 'points', points), 0)
    }
  }

  const save = async () => {
    setFailure(null)
    if (!header.registerId) return setFailure(t(EDITOR_MESSAGES.registerRequired))
    const defectCheck = await defectTable.current?.validateAll()
    if (defectCheck && !defectCheck.valid) return
    const fabricCheck = fabric ? await fabricTable.current?.validateAll() : undefined
    if (fabricCheck && !fabricCheck.valid) return
    const defectRows = defectTable.current?.getValues() ?? defects
    const fabricRows = fabric ? (fabricTable.current?.getValues() ?? fabrics) : []
    if (fabric && !fabricRows.length) return setFailure(t(EDITOR_MESSAGES.fabricRequired))
    const body: CheckReportSaveBody = {
      report: {
        id: report?.id ?? null,
        reportNo: header.reportNo.trim() || null,
        registerId: header.registerId,
        inspectionType: header.inspectionType,
        inspectorId: inspectorId || null,
        checkDate: header.checkDate || null,
        photos: header.photos || null,
        conclusion: header.conclusion.trim() || null,
      },
      defects: defectRows.map((row) => ({
        defectStandardId: text(row.defectStandardId),
        severity: row.severity === 'critical' || row.severity === 'minor' ? row.severity : 'major',
        quantity: Number(row.quantity),
        note: text(row.note).trim() || null,
        photo: uploadCellPath(row.photo),
      })),
      fabrics: fabricRows.map((row) => ({
        rollNo: text(row.rollNo).trim(),
        lengthYards: Number(row.lengthYards),
        widthInches: Number(row.widthInches),
        defectCode: text(row.defectCode) || null,
        defectLengthInches: numberOrNull(row.defectLengthInches),
        isHole: row.isHole === true,
      })),
    }
    setSaving(true)
    try {
      const { message, result } = await checkReportApi.save(body)
      toast.success(message)
      queryClient.setQueryData(detailQuery(result.report.id).queryKey, result)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: resourceKeys.all('/qc/checkReport') }),
        queryClient.invalidateQueries({ queryKey: resourceKeys.all('/qc/register') }),
        queryClient.invalidateQueries({ queryKey: qcKeys.registers }),
      ])
      onClose()
    } catch (error) {
      setFailure(messageOf(error))
    } finally {
      setSaving(false)
    }
  }

  return (
    <>
      <DialogBody className="space-y-4">
        <form
          id={formId}
          noValidate
          className="grid grid-cols-1 gap-x-6 gap-y-2 md:grid-cols-3"
          onSubmit={(event) => {
            event.preventDefault()
            void save()
          }}
        >
          <FormField label={t('检验登记')} controlId={`${formId}-register`}>
            <OptionPicker
              id={`${formId}-register`}
              value={header.registerId}
              options={registerOptions}
              placeholder={t('请选择检验登记')}
              allowClear={false}
              invalid={false}
              disabled={false}
              onBlur={() => undefined}
              onChange={(next) => set({ registerId: text(next) })}
            />
          </FormField>
          <FormField label={t('检验类型')} controlId={`${formId}-type`}>
            <Select
              id={`${formId}-type`}
              value={header.inspectionType}
              options={INSPECTION_TYPES.map((option) => ({ value: option.value, label: t(option.label) }))}
              onValueChange={(next) => set({ inspectionType: next === 'fabric' ? 'fabric' : 'garment' })}
            />
          </FormField>
          <FormField label={t('报告编号')} controlId={`${formId}-no`}>
            <Input
              id={`${formId}-no`}
              value={header.reportNo}
              placeholder={t('留空则自动生成')}
              maxLength={32}
              onChange={(event) => set({ reportNo: event.target.value })}
            />
          </FormField>
          <FormField label={t('检验员')} controlId={`${formId}-inspector`}>
            <OptionPicker
              id={`${formId}-inspector`}
              value={inspectorId}
              options={inspectorOptions}
              placeholder={t('请选择检验员')}
              invalid={false}
              disabled={false}
              onBlur={() => undefined}
              onChange={(next) => set({ inspectorId: text(next) })}
            />
          </FormField>
          <FormField label={t('检验日期')} controlId={`${formId}-date`}>
            <DatePicker
              id={`${formId}-date`}
              value={header.checkDate}
              onValueChange={(next) => set({ checkDate: next })}
            />
          </FormField>
          <div />
          <FormField label={t('结论')} controlId={`${formId}-conclusion`} className="md:col-span-3">
            <textarea
              id={`${formId}-conclusion`}
              rows={2}
              maxLength={2000}
              value={header.conclusion}
              placeholder={t('请输入结论')}
              onChange={(event) => set({ conclusion: event.target.value })}
              className="w-full rounded border border-border bg-surface px-2 py-1 text-sm text-foreground"
            />
          </FormField>
          <div className="md:col-span-3">
            <span className="mb-1 block text-sm font-medium">{t('现场照片')}</span>
            <Upload
              type="image"
              accept="image/png,image/jpeg,image/gif,image/webp"
              limit={6}
              biz="qc"
              buttonText={t('上传照片')}
              upload={qcUpload}
              fileUrl={fileUrl}
              value={header.photos}
              onChange={(next) => set({ photos: next })}
              onMessage={(message, kind) =>
                kind === 'error' ? toast.error(message) : toast.warning(message)
              }
            />
          </div>
        </form>

        <section aria-label={t(EDITOR_MESSAGES.plan)} className="rounded border border-border p-3">
          <h3 className="mb-2 text-sm font-medium">{t(EDITOR_MESSAGES.plan)}</h3>
          {plan.error ? (
            <p role="alert" className="text-sm text-danger-strong">
              {messageOf(plan.error)}
            </p>
          ) : (
            <PlanPanel plan={plan.data} totals={totals} fabric={fabricFigures} invalidLines={invalidLines} />
          )}
        </section>

        <section aria-label={t(EDITOR_MESSAGES.defects)} className="space-y-2">
          <h3 className="text-sm font-medium">{t(EDITOR_MESSAGES.defects)}</h3>
          <EditableTable<DefectLineRow>
            ref={defectTable}
            aria-label={t(EDITOR_MESSAGES.defects)}
            columns={defectColumns}
            rows={defects}
            onChange={onDefectsChange}
            height="auto"
            labels={{
              add: t('新增缺陷'),
              remove: t('删除缺陷'),
              confirmRemove: (count) => t('确定删除选中的 {{count}} 条缺陷吗?', { count }),
            }}
          />
        </section>

        {fabric ? (
          <section aria-label={t(EDITOR_MESSAGES.fabrics)} className="space-y-2">
            <h3 className="text-sm font-medium">{t(EDITOR_MESSAGES.fabrics)}</h3>
            <EditableTable<FabricLineRow>
              ref={fabricTable}
              aria-label={t(EDITOR_MESSAGES.fabrics)}
              columns={fabricColumns}
              rows={fabrics}
              onChange={onFabricsChange}
              height="auto"
              labels={{
                add: t('新增面料'),
                remove: t('删除面料'),
                confirmRemove: (count) => t('确定删除选中的 {{count}} 条面料记录吗?', { count }),
              }}
            />
          </section>
        ) : null}
      </DialogBody>

      <FormDialogFooter
        failure={failure}
        formId={formId}
        cancelLabel={t(EDITOR_MESSAGES.cancel)}
        saveLabel={t(EDITOR_MESSAGES.save)}
        onCancel={onClose}
        saving={saving}
        className=""
      />
    </>
  )
}
