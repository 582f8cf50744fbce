import type { components } from '@erp/openapi/schema'
import type { ServerContext } from '../../../context'
import { okRead } from '../../../http/envelope'
import type { Handlers } from '../../../openapi/operations'

/**
 * Picker projections (issue 30 item 7, contract source/system/pickers.ts): the people a page's picker offers,
 * with only the columns it shows. The page that uses the picker grants the read (x-permission), so the card
 * holder picker of the canteen and the user pickers of QC and repairs no longer need the full lists.
 */

/** The most rows one answer lists (the contract's maxItems). */
const PICKER_LIMIT = 5000

const likeText = (text: string | undefined) =>
  text ? `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%` : null

export const pickerHandlers = {
  async personPickerList({ query }, { db, tenantId }) {
    // Business rows belong to a tenant: a request working in one reaches only its rows (as the person list).
    const tenant = tenantId !== '0' ? Number(tenantId) || 0 : null
    const rows = await db.query<components['schemas']['PersonPick']>(
      `SELECT p.id, p.realname, p.work_no AS "workNo", p.depart_id AS "departId", d.depart_name AS "departName"
         FROM hr_person p LEFT JOIN sys_depart d ON d.id = p.depart_id
        WHERE ($1::int IS NULL OR p.tenant_id = $1) AND ($2::text IS NULL OR p.realname ILIKE $2)
        ORDER BY p.work_no, p.id LIMIT ${PICKER_LIMIT}`,
      [tenant, likeText(query.realname)],
    )
    return okRead(rows)
  },

  async userPickerList({ query }, { db }) {
    const rows = await db.query<components['schemas']['UserPick']>(
      `SELECT u.id, u.username, u.realname, u.work_no AS "workNo",
              (SELECT string_agg(d.depart_name, ',' ORDER BY d.depart_name)
                 FROM sys_user_depart ud JOIN sys_depart d ON d.id = ud.dep_id WHERE ud.user_id = u.id) AS "departName"
         FROM sys_user u
        WHERE u.del_flag = 0
          AND ($1::text IS NULL OR EXISTS (SELECT 1 FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id
                                            WHERE ur.user_id = u.id AND r.role_code = $1))
        ORDER BY u.username, u.id LIMIT ${PICKER_LIMIT}`,
      [query.roleCode || null],
    )
    return okRead(rows)
  },
} satisfies Pick<Handlers<ServerContext>, 'personPickerList' | 'userPickerList'>
