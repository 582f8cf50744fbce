import { Badge } from '@erp/ui-kit/badge'
import { Button } from '@erp/ui-kit/button'
import { DetailList, DetailListItem } from '@erp/ui-kit/detail-list'
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@erp/ui-kit/dialog'
import { useQuery } from '@tanstack/react-query'
import { useId, useMemo, type ReactNode } from 'react'
import { messageOf } from '../../lib/api-errors'
import { detailQuery } from './api/check-reports'
import { useDefectStandards } from './api/defect-standards'
import { useRegisters } from './api/registers'
import { SEVERITY_OPTIONS } from './check-report-calc'
import { INSPECTION_TYPES } from './check-report-options'
import { useOptionNames, useUserOptions } from './api/qc-options'
import { fileUrl } from './api/register-api'
import { dictText, useT } from '@erp/ui-kit/i18n'

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))
const SEVERITY_NAMES = new Map<string, string>(SEVERITY_OPTIONS.map((option) => [option.value, option.label]))
const TYPE_NAMES = new Map<string, string>(INSPECTION_TYPES.map((option) => [option.value, option.label]))

/** A check report in the detail-list layout, with its defect and fabric lines. */
export function CheckReportDetailDialog({
  id,
  onOpenChange,
}: {
  id: string
  onOpenChange: (open: boolean) => void
}) {
  const t = useT()
  const titleId = useId()
  const detail = useQuery(detailQuery(id))
  const registers = useRegisters()
  const standards = useDefectStandards()
  const users = useOptionNames(useUserOptions('name'))
  const registerNames = useMemo(
    () => new Map(registers.map((row) => [row.id, `${row.registerNo ?? ''} · ${row.styleNo ?? ''}`])),
    [registers],
  )
  const standardNames = useMemo(
    () => new Map(standards.map((row) => [row.id, `${row.code ?? ''} ${row.name ?? ''}`.trim()])),
    [standards],
  )
  const report = detail.data?.report
  // With the sample size of the severity's own plan when the report has it (arrows lead to other plans).
  const ratio = (total: unknown, ac: unknown, re: unknown, size?: number | null) =>
    size
      ? t('{{total}}（抽 {{size}}，Ac {{ac}} / Re {{re}}）', {
          total: text(total),
          size,
          ac: text(ac),
          re: text(re),
        })
      : t('{{total}}（Ac {{ac}} / Re {{re}}）', { total: text(total), ac: text(ac), re: text(re) })

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent width={1200} aria-labelledby={titleId} aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle id={titleId}>{t('检验报告详情')}</DialogTitle>
        </DialogHeader>
        {detail.error ? (
          <p role="alert" className="text-sm text-danger-strong">
            {messageOf(detail.error)}
          </p>
        ) : !report ? (
          <p className="text-sm text-muted-foreground">{t('加载中...')}</p>
        ) : (
          <div className="space-y-4">
            <DetailList title={t('基本信息')} col={3}>
              <DetailListItem term={t('报告编号')}>{report.reportNo}</DetailListItem>
              <DetailListItem term={t('检验登记')}>
                {registerNames.get(report.registerId ?? '') ?? report.registerId}
              </DetailListItem>
              <DetailListItem term={t('检验类型')}>
                {t(TYPE_NAMES.get(report.inspectionType ?? '') ?? '')}
              </DetailListItem>
              <DetailListItem term={t('检验员')}>
                {users.get(report.inspectorId ?? '') ?? report.inspectorId}
              </DetailListItem>
              <DetailListItem term={t('检验日期')}>{report.checkDate}</DetailListItem>
              <DetailListItem term={t('检验结果')}>
                <Badge variant={report.result === 'pass' ? 'success' : 'danger'}>
                  {report.result
                    ? dictText('check_result', report.result, report.result_dictText ?? report.result)
                    : ''}
                </Badge>
              </DetailListItem>
            </DetailList>
            <DetailList title={t('抽样方案与判定')} col={3}>
              <DetailListItem term={t('检验规则')}>
                {report.ruleCategory
                  ? t('品牌 + 产品类别「{{category}}」', { category: report.ruleCategory })
                  : report.ruleId
                    ? t('品牌通用规则')
                    : t('默认规则（或未记录）')}
              </DetailListItem>
              <DetailListItem term={t('检验水平')}>{report.inspectionLevel}</DetailListItem>
              <DetailListItem term={t('样本量字码')}>{report.sampleLetter}</DetailListItem>
              <DetailListItem term={t('抽样数量')}>{report.sampleSize}</DetailListItem>
              <DetailListItem
                term={t('致命（AQL {{aqlCritical}}）', { aqlCritical: text(report.aqlCritical) })}
              >
                {ratio(report.criticalTotal, report.criticalAc, report.criticalRe, report.criticalSampleSize)}
              </DetailListItem>
              <DetailListItem term={t('严重（AQL {{aqlMajor}}）', { aqlMajor: text(report.aqlMajor) })}>
                {ratio(report.majorTotal, report.majorAc, report.majorRe, report.majorSampleSize)}
              </DetailListItem>
              <DetailListItem term={t('轻微（AQL {{aqlMinor}}）', { aqlMinor: text(report.aqlMinor) })}>
                {ratio(report.minorTotal, report.minorAc, report.minorRe, report.minorSampleSize)}
              </DetailListItem>
              {report.inspectionType === 'fabric' ? (
                <>
                  <DetailListItem term={t('总扣分')}>{report.totalPoints}</DetailListItem>
                  <DetailListItem term={t('每百平方码扣分')}>{report.pointsPer100SqYd}</DetailListItem>
                </>
              ) : null}
            </DetailList>
            <DetailList title={t('结论')} col={1}>
              <DetailListItem term={t('结论')}>{report.conclusion}</DetailListItem>
              <DetailListItem term={t('现场照片')}>
                <span className="flex flex-wrap gap-2">
                  {text(report.photos)
                    .split(',')
                    .filter(Boolean)
                    .map((path) => (
                      <a
                        key={path}
                        href={fileUrl(path)}
                        target="_blank"
                        rel="noreferrer"
                        className="text-primary-strong"
                      >
                        {path.slice(path.lastIndexOf('/') + 1)}
                      </a>
                    ))}
                </span>
              </DetailListItem>
            </DetailList>
            <LinesTable
              caption={t('缺陷明细')}
              headers={['#', t('缺陷标准'), t('缺陷等级'), t('数量'), t('备注'), t('照片')]}
              rows={(detail.data?.defects ?? []).map((line, index) => [
                String(index + 1),
                standardNames.get(line.defectStandardId) ?? line.defectStandardId,
                t(SEVERITY_NAMES.get(line.severity) ?? line.severity),
                String(line.quantity),
                text(line.note),
                line.photo ? (
                  <a
                    href={fileUrl(line.photo)}
                    target="_blank"
                    rel="noreferrer"
                    className="text-primary-strong"
                  >
                    {t('查看')}
                  </a>
                ) : (
                  ''
                ),
              ])}
            />
            {report.inspectionType === 'fabric' ? (
              <LinesTable
                caption={t('面料明细')}
                headers={[
                  '#',
                  t('卷号'),
                  t('长度(码)'),
                  t('门幅(英寸)'),
                  t('疵点'),
                  t('疵点长度(英寸)'),
                  t('破洞'),
                  t('扣分'),
                ]}
                rows={(detail.data?.fabrics ?? []).map((line, index) => [
                  String(index + 1),
                  line.rollNo,
                  String(line.lengthYards),
                  String(line.widthInches),
                  text(line.defectCode),
                  text(line.defectLengthInches),
                  line.isHole ? t('是') : t('否'),
                  String(line.points),
                ])}
              />
            ) : null}
          </div>
        )}
        <DialogFooter>
          <Button onClick={() => onOpenChange(false)}>{t('关闭')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

function LinesTable({
  caption,
  headers,
  rows,
}: {
  caption: string
  headers: readonly string[]
  rows: ReadonlyArray<ReadonlyArray<ReactNode>>
}) {
  const t = useT()
  return (
    <table className="w-full text-sm">
      <caption className="mb-1 text-left font-medium">{caption}</caption>
      <thead>
        <tr className="bg-muted text-left">
          {headers.map((header) => (
            <th key={header} className="px-2 py-1 font-medium">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length ? (
          rows.map((cells, rowIndex) => (
            <tr key={rowIndex} className="border-b border-border">
              {cells.map((cell, cellIndex) => (
                <td key={cellIndex} className="px-2 py-1">
                  {cell}
                </td>
              ))}
            </tr>
          ))
        ) : (
          <tr>
            <td colSpan={headers.length} className="px-2 py-2 text-muted-foreground">
              {t('暂无数据')}
            </td>
          </tr>
        )}
      </tbody>
    </table>
  )
}
