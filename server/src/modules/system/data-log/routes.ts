import type { components } from '@erp/openapi/schema'
import type { ServerContext } from '../../../context'
import { fail, okRead } from '../../../http/envelope'
import type { Handlers } from '../../../openapi/operations'

type SysDataLog = components['schemas']['SysDataLog']

const DATA_LOG_SELECT = `SELECT id, data_table AS "dataTable", data_id AS "dataId", data_content AS "dataContent",
  data_version AS "dataVersion", create_by AS "createBy", to_char(create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime",
  update_by AS "updateBy", to_char(update_time, 'YYYY-MM-DD HH24:MI:SS') AS "updateTime" FROM sys_data_log`

/** The versions of a record and their comparison (upstream SysDataLogController); record.ts stores them. */
export const dataLogHandlers = {
  // Data log -----------------------------------------------------------------------------------
  async dataLogVersions({ query }, { db }) {
    const versions = await db.query<SysDataLog>(
      `${DATA_LOG_SELECT} WHERE data_table = $1 AND data_id = $2 ORDER BY data_version, create_time, id`,
      [query.dataTable, query.dataId],
    )
    return versions.length ? okRead(versions) : fail('未找到版本信息')
  },

  async dataLogCompare({ query }, { db }) {
    const versions = await db.query<SysDataLog>(
      `${DATA_LOG_SELECT} WHERE id = ANY($1::text[]) ORDER BY data_version, create_time, id`,
      [[query.dataId1, query.dataId2]],
    )
    const wanted = new Set([query.dataId1, query.dataId2])
    return versions.length === wanted.size ? okRead(versions) : fail('未找到版本信息')
  },
} satisfies Pick<Handlers<ServerContext>, 'dataLogVersions' | 'dataLogCompare'>
