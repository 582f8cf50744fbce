import { useQueries } from '@tanstack/react-query'
import { MonitorPage, UnavailableNote } from './monitor-parts'
import { redisQuery, type RedisPart } from './monitor-queries'

const PARTS: { part: RedisPart; label: string }[] = [
  { part: 'info', label: 'Redis 详细信息' },
  { part: 'keysSize', label: 'Key 数量' },
  { part: 'memoryInfo', label: '内存占用' },
]

/** modules/monitor/RedisInfo (Redis监控): what the cache server answers; without one, the server's reason. */
export function RedisInfoPage() {
  const results = useQueries({ queries: PARTS.map(({ part }) => redisQuery(part)) })
  const reasons = new Set(
    results.flatMap((result) => (result.data && !result.data.available ? [result.data.message] : [])),
  )
  return (
    <MonitorPage title="Redis监控">
      {[...reasons].map((reason) => (
        <UnavailableNote key={reason}>{reason}</UnavailableNote>
      ))}
      <dl className="grid gap-4 md:grid-cols-3">
        {PARTS.map(({ part, label }, index) => {
          const result = results[index]
          const text = result?.isPending ? '加载中…' : result?.data?.available ? '可用' : '不可用'
          return (
            <div key={part} className="rounded border border-border p-4">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="mt-1 text-lg">{text}</dd>
            </div>
          )
        })}
      </dl>
    </MonitorPage>
  )
}

export default RedisInfoPage
