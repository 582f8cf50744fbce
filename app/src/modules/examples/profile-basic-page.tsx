import { Badge } from '@erp/ui-kit/badge'
import { DetailList, DetailListItem } from '@erp/ui-kit/detail-list'
import { dictText, msg, useT } from '@erp/ui-kit/i18n'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { useSearchParams } from 'react-router-dom'
import { ExamplePage, LoadState, PartHeading } from './example-parts'
import { checkReportQuery } from './api/check-reports'
import { defectStandardsQuery } from './api/defect-standards'
import { exampleKeys } from './api/examples-keys'
import { qcRegisters } from './api/qc-registers'

const SEVERITY_TEXT: Record<string, string> = {
  critical: msg('致命'),
  major: msg('严重'),
  minor: msg('轻微'),
}

const INSPECTION_TYPE_TEXT: Record<string, string> = {
  garment: msg('成衣检验'),
  fabric: msg('面料检验'),
}

const cell = 'border-b border-border px-3 py-2'

/**
 * 详情页 › 基础详情页 (examples/profile/basic/Index): a QC check report in the detail-list layout — its
 * registration, sampling plan and verdict — with its defect lines. `?id=` picks the report, else the newest.
 */
export default function ProfileBasicPage() {
  const t = useT()
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  const detail = useQuery(checkReportQuery(id))
  const report = detail.data?.report
  const register = useQuery({
    queryKey: exampleKeys.register(report?.registerId ?? ''),
    queryFn: () => qcRegisters.queryById(report?.registerId ?? ''),
    enabled: Boolean(report?.registerId),
    retry: false,
  })
  const standards = useQuery(defectStandardsQuery())
  const standardName = new Map(
    (standards.data ?? []).map((row) => [row.id, `${row.code ?? ''} ${row.name ?? ''}`.trim()]),
  )
  const defectsId = useId()
  const defects = detail.data?.defects ?? []
  const severities: Array<
    [string, number | null | undefined, number | null | undefined, number | null | undefined]
  > = report
    ? [
        ['critical', report.criticalTotal, report.criticalAc, report.criticalRe],
        ['major', report.majorTotal, report.majorAc, report.majorRe],
        ['minor', report.minorTotal, report.minorAc, report.minorRe],
      ]
    : []

  return (
    <ExamplePage title={t('基础详情页')} busy={detail.isFetching}>
      <LoadState
        loading={detail.isPending}
        error={detail.error}
        empty={detail.isSuccess && !report}
        emptyText={t('暂无检验报告')}
      />
      {report ? (
        <>
          <DetailList title={t('检验报告 {{reportNo}}', { reportNo: report.reportNo ?? '' })} col={3}>
            <DetailListItem term={t('报告编号')}>
              <span data-testid="report-no">{report.reportNo}</span>
            </DetailListItem>
            <DetailListItem term={t('检验类型')}>
              {t(INSPECTION_TYPE_TEXT[report.inspectionType ?? ''] ?? report.inspectionType ?? '')}
            </DetailListItem>
            <DetailListItem term={t('检验日期')}>{report.checkDate}</DetailListItem>
            <DetailListItem term={t('检验结果')}>
              <Badge variant={report.result === 'pass' ? 'success' : 'danger'}>
                {dictText('check_result', report.result ?? '', report.result_dictText ?? report.result ?? '')}
              </Badge>
            </DetailListItem>
            <DetailListItem term={t('创建人')}>{report.createBy}</DetailListItem>
            <DetailListItem term={t('创建时间')}>{report.createTime}</DetailListItem>
          </DetailList>
          <DetailList title={t('检验登记')} col={3}>
            <DetailListItem term={t('登记编号')}>{register.data?.registerNo}</DetailListItem>
            <DetailListItem term={t('款号')}>{register.data?.styleNo}</DetailListItem>
            <DetailListItem term={t('订单号')}>{register.data?.poNo}</DetailListItem>
            <DetailListItem term={t('工厂')}>{register.data?.factory}</DetailListItem>
            <DetailListItem term={t('批量')}>{register.data?.lotSize}</DetailListItem>
            <DetailListItem term={t('验货日期')}>{register.data?.inspectionDate}</DetailListItem>
          </DetailList>
          <DetailList title={t('抽样方案')} col={3}>
            <DetailListItem term={t('检验水平')}>
              {dictText(
                'inspection_level',
                report.inspectionLevel ?? '',
                report.inspectionLevel_dictText ?? report.inspectionLevel ?? '',
              )}
            </DetailListItem>
            <DetailListItem term={t('样本量字码')}>{report.sampleLetter}</DetailListItem>
            <DetailListItem term={t('抽样数量')}>{report.sampleSize}</DetailListItem>
            {severities.map(([severity, total, ac, re]) => (
              <DetailListItem key={severity} term={t(SEVERITY_TEXT[severity] ?? severity)}>
                {t('{{total}} 个（Ac {{ac}} / Re {{re}}）', {
                  total: total ?? 0,
                  ac: ac ?? '',
                  re: re ?? '',
                })}
              </DetailListItem>
            ))}
          </DetailList>
          {report.conclusion ? (
            <DetailList title={t('结论')} col={1}>
              <DetailListItem term={t('结论')}>{report.conclusion}</DetailListItem>
            </DetailList>
          ) : null}
          <div>
            <PartHeading id={defectsId}>{t('缺陷明细')}</PartHeading>
            {defects.length === 0 ? (
              <p role="status" className="text-sm text-muted-foreground">
                {t('没有记录缺陷')}
              </p>
            ) : (
              <table aria-labelledby={defectsId} className="w-full border-collapse text-sm">
                <thead>
                  <tr className="bg-muted text-left">
                    <th scope="col" className={cell}>
                      {t('序号')}
                    </th>
                    <th scope="col" className={cell}>
                      {t('缺陷标准')}
                    </th>
                    <th scope="col" className={cell}>
                      {t('缺陷等级')}
                    </th>
                    <th scope="col" className={`${cell} text-right`}>
                      {t('数量')}
                    </th>
                    <th scope="col" className={cell}>
                      {t('备注')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {defects.map((line, index) => (
                    <tr key={line.id}>
                      <td className={cell}>{index + 1}</td>
                      <td className={cell}>
                        {standardName.get(line.defectStandardId) ?? line.defectStandardId}
                      </td>
                      <td className={cell}>{t(SEVERITY_TEXT[line.severity] ?? line.severity)}</td>
                      <td className={`${cell} text-right`}>{line.quantity}</td>
                      <td className={cell}>{line.note}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
        </>
      ) : null}
    </ExamplePage>
  )
}
