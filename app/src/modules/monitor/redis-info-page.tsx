import { useQueries } from '@tanstack/react-query'
import { MonitorPage, UnavailableNote } from './monitor-parts'
import { redisQuery, type RedisPart } from './api/monitor-queries'
import { msg, useT } from '@erp/ui-kit/i18n'

const PARTS: { part: RedisPart; label: string }[] = [
  { part: 'info', label: msg('Redis 详细信息') },
  { part: 'keysSize', label: msg('Key 数量') },
  { part: 'memoryInfo', label: msg('内存占用') },
]

/** modules/monitor/RedisInfo (Redis监控): what the cache server answers; without one, the server's reason. */
export function RedisInfoPage() {
  const t = useT()
  const results = useQueries({ queries: PARTS.map(({ part }) => redisQuery(part)) })
  const reasons = new Set(
    results.flatMap((result) => (result.data && !result.data.available ? [result.data.message] : [])),
  )
  return (
    <MonitorPage title={t('Redis监控')}>
      {[...reasons].map((reason) => (
        <UnavailableNote key={reason}>{reason}</UnavailableNote>
      ))}
      <dl className="grid gap-4 md:grid-cols-3">
        {PARTS.map(({ part, label }, index) => {
          const result = results[index]
          const text = result?.isPending ? t('加载中…') : result?.data?.available ? t('可用') : t('不可用')
          return (
            <div key={part} className="rounded border border-border p-4">
              <dt className="text-sm text-muted-foreground">{t(label)}</dt>
              <dd className="mt-1 text-lg">{text}</dd>
            </div>
          )
        })}
      </dl>
    </MonitorPage>
  )
}

export default RedisInfoPage
