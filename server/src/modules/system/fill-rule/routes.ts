import type { ServerContext } from '../../../context'
import type { Queryable } from '../../../db/database'
import { fail, ok } from '../../../http/envelope'
import type { Handlers } from '../../../openapi/operations'
import { nextOrgCode } from '../depart/routes'

type JsonObject = Record<string, unknown>

class RuleRefusal extends Error {}

const RULE_PACKAGE = 'org.jeecg.modules.system.rule.'

/** Upstream reads form data when there is any, the rule's parameters otherwise. */
const pick = (name: string, params: JsonObject, form: JsonObject): string => {
  const source = Object.keys(form).length ? form : params
  const value = source[name]
  return value === undefined || value === null ? '' : String(value)
}

const pad = (n: number) => String(n).padStart(2, '0')
const stamp = (d: Date) =>
  `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}${pad(d.getHours())}${pad(d.getMinutes())}${pad(d.getSeconds())}`

/** The next "YouBian" code after `last` (A01 → A02, A99 → B01); a code of another shape cannot be continued. */
function nextCode(prefix: string, siblings: string[]): string {
  const last = siblings
    .map((code) => code.slice(prefix.length))
    .sort()
    .at(-1)
  if (last !== undefined && !/^[A-Z]\d{2}$/.test(last))
    throw new RuleRefusal(`编码格式不正确，无法续编: ${last}`)
  if (last === 'Z99') throw new RuleRefusal('编码已用尽')
  return nextOrgCode(
    prefix,
    siblings.map((code) => prefix + code.slice(prefix.length)),
  )
}

type FillRule = (params: JsonObject, form: JsonObject, db: Queryable) => Promise<string | string[]>

/** The rule classes this server implements, by upstream class name; any other class is refused. */
const FILL_RULES = new Map<string, FillRule>([
  [
    `${RULE_PACKAGE}OrderNumberRule`,
    async (params, form) => {
      const prefix = params.prefix === undefined || params.prefix === null ? 'CN' : String(params.prefix)
      const random = 10 + Math.floor(Math.random() * 90)
      const name = typeof form.name === 'string' ? form.name : ''
      return `${prefix}${stamp(new Date())}${random}${name}`
    },
  ],
  [
    `${RULE_PACKAGE}OrgCodeRule`,
    async (params, form, db) => {
      const parentId = pick('parentId', params, form)
      const codes = (await db.query<{ org_code: string }>('SELECT org_code FROM sys_depart')).map(
        (row) => row.org_code,
      )
      if (!parentId)
        return [
          nextCode(
            '',
            codes.filter((code) => code.length === 3),
          ),
          '1',
        ]
      const [parent] = await db.query<{ org_code: string; org_type: string | null }>(
        'SELECT org_code, org_type FROM sys_depart WHERE id = $1',
        [parentId],
      )
      if (!parent) throw new RuleRefusal('父级部门不存在')
      const children = codes.filter(
        (code) => code.startsWith(parent.org_code) && code.length === parent.org_code.length + 3,
      )
      return [nextCode(parent.org_code, children), String((Number(parent.org_type) || 1) + 1)]
    },
  ],
  [
    `${RULE_PACKAGE}CategoryCodeRule`,
    async (params, form, db) => {
      const pid = pick('pid', params, form) || '0'
      const siblings = (
        await db.query<{ code: string }>(
          'SELECT code FROM sys_category WHERE pid = $1 AND code IS NOT NULL AND code <> $2',
          [pid, ''],
        )
      ).map((row) => row.code)
      if (pid === '0') return nextCode('', siblings)
      const [parent] = await db.query<{ code: string | null }>(
        'SELECT code FROM sys_category WHERE id = $1',
        [pid],
      )
      if (!parent) throw new RuleRefusal('父级节点不存在')
      const prefix = parent.code ?? ''
      if (siblings.some((code) => !code.startsWith(prefix) || code.length !== prefix.length + 3))
        throw new RuleRefusal('同级编码格式不正确，无法续编')
      return nextCode(prefix, siblings)
    },
  ],
])

async function executeFillRule(db: Queryable, ruleCode: string, form: JsonObject) {
  const [rule] = await db.query<{ rule_class: string | null; rule_params: string | null }>(
    'SELECT rule_class, rule_params FROM sys_fill_rule WHERE rule_code = $1 LIMIT 1',
    [ruleCode],
  )
  if (!rule) return fail(`编码规则不存在: ${ruleCode}`)
  const execute = FILL_RULES.get((rule.rule_class ?? '').trim())
  if (!execute) return fail(`不支持的规则实现类: ${rule.rule_class ?? ''}`)
  let params: JsonObject = {}
  if (rule.rule_params?.trim()) {
    try {
      const parsed: unknown = JSON.parse(rule.rule_params)
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        throw new Error('not an object')
      params = parsed as JsonObject
    } catch {
      return fail('规则参数不是 JSON 对象')
    }
  }
  try {
    return ok(await execute(params, form, db))
  } catch (error) {
    if (error instanceof RuleRefusal) return fail(error.message)
    throw error
  }
}

/** Fill rules (upstream SysFillRuleController): the rule classes run over the current data. */
export const fillRuleHandlers = {
  // Fill rules ---------------------------------------------------------------------------------
  fillRuleTest: ({ query }, { db }) => executeFillRule(db, query.ruleCode, {}),
  fillRuleExecute: ({ path, body }, { db }) => executeFillRule(db, path.ruleCode, body),
} satisfies Pick<Handlers<ServerContext>, 'fillRuleTest' | 'fillRuleExecute'>
