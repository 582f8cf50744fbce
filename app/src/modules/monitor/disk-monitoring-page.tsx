import { useQuery } from '@tanstack/react-query'
import { formatBytes } from './format-figures'
import { MonitorPage, UsageBar } from './monitor-parts'
import { diskInfoQuery } from './api/monitor-queries'
import { useT } from '@erp/ui-kit/i18n'

/** Each file system of the server: a usage bar (restPPT is the percent USED, upstream's name) and figures. */
export function DiskFigures() {
  const t = useT()
  const disks = useQuery(diskInfoQuery())
  if (disks.isPending) return <p className="text-sm text-muted-foreground">{t('加载中…')}</p>
  if (disks.isError)
    return (
      <p role="alert" className="text-sm text-danger-strong">
        {t('磁盘信息不可用：{{message}}', { message: disks.error.message })}
      </p>
    )
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-label={t('磁盘')}>
      {disks.data.map((disk) => (
        <li key={disk.name} className="rounded border border-border p-4">
          <h3 className="mb-2 font-medium">{disk.name}</h3>
          <UsageBar label={t('{{name}} 已使用', { name: disk.name })} percent={disk.restPPT} />
          <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
            <div>
              <dt className="text-muted-foreground">{t('总大小')}</dt>
              <dd>{formatBytes(disk.max)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t('可用')}</dt>
              <dd>{formatBytes(disk.rest)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t('已使用')}</dt>
              <dd>{disk.restPPT}%</dd>
            </div>
          </dl>
        </li>
      ))}
      {disks.data.length === 0 ? (
        <li className="text-sm text-muted-foreground">{t('暂无磁盘信息')}</li>
      ) : null}
    </ul>
  )
}

/** modules/monitor/DiskMonitoring (磁盘监控). */
export function DiskMonitoringPage() {
  const t = useT()
  return (
    <MonitorPage title={t('磁盘监控')}>
      <DiskFigures />
    </MonitorPage>
  )
}

export default DiskMonitoringPage
