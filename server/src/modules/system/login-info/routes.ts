import type { ServerContext } from '../../../context'
import { ok, okRead } from '../../../http/envelope'
import type { Handlers } from '../../../openapi/operations'
import { REFUSED_SIGN_IN } from '../log/operation-log'
import { DEFAULT_MESSAGE } from '../upstream-result'

const pad = (n: number) => String(n).padStart(2, '0')
const day = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`

/** The home page visit statistics (upstream LoginController loginfo, visitInfo), from the login log's sign-ins (not its refusals). */
export const loginInfoHandlers = {
  async loginInfo(_input, { db }) {
    const today = day(new Date())
    const [counts] = await db.query<{ total: number; today: number; ips: number }>(
      `SELECT count(*)::int AS total,
         count(*) FILTER (WHERE create_time >= $1::date)::int AS today,
         count(DISTINCT ip) FILTER (WHERE create_time >= $1::date)::int AS ips
       FROM sys_log WHERE log_type = 1 AND method IS DISTINCT FROM $2`,
      [today, REFUSED_SIGN_IN],
    )
    return ok(
      { totalVisitCount: counts?.total ?? 0, todayVisitCount: counts?.today ?? 0, todayIp: counts?.ips ?? 0 },
      '登录成功',
    )
  },

  async visitInfo(_input, { db }) {
    const since = new Date()
    since.setDate(since.getDate() - 6)
    const rows = await db.query<{ visit: number; ip: number; tian: string; type: string }>(
      `SELECT count(*)::int AS visit, count(DISTINCT ip)::int AS ip,
         to_char(create_time, 'YYYY-MM-DD') AS tian, to_char(create_time, 'MM-DD') AS type
       FROM sys_log WHERE log_type = 1 AND method IS DISTINCT FROM $2 AND create_time >= $1::date
       GROUP BY 3, 4 ORDER BY 3`,
      [day(since), REFUSED_SIGN_IN],
    )
    return okRead(rows, DEFAULT_MESSAGE)
  },
} satisfies Pick<Handlers<ServerContext>, 'loginInfo' | 'visitInfo'>
