import type { ServerContext } from '../../../context'
import { fail, ok } from '../../../http/envelope'
import type { Handlers } from '../../../openapi/operations'

interface RuleStep {
  digits: string
  pattern: string
  message: string
}

/** Upstream SysCheckRuleController: `*` checks the whole value, a number the next slice of that length. */
export function checkValue(rules: RuleStep[], value: string) {
  let begin = 0
  for (const rule of rules) {
    const whole = rule.digits === '*'
    const length = Number(rule.digits)
    const end = whole ? value.length : begin + length
    const part = whole ? value : value.slice(begin, end)
    let matches = false
    try {
      matches = new RegExp(rule.pattern).test(part)
    } catch {
      matches = false
    }
    if (!matches) {
      return {
        ...rule,
        checkValue: part,
        passed: false,
        ...(whole ? {} : { beginIndex: begin, endIndex: end }),
      }
    }
    if (!whole) begin = end
  }
  return null
}

/** Upstream SysCheckRuleController checkByCode. */
export const checkRuleHandlers = {
  async checkRuleByCode({ query }, { db }) {
    const [rule] = await db.query<{ rule_json: string | null }>(
      'SELECT rule_json FROM sys_check_rule WHERE rule_code = $1 LIMIT 1',
      [query.ruleCode],
    )
    if (!rule) return fail('该编码不存在')
    let steps: RuleStep[]
    try {
      steps = JSON.parse(rule.rule_json ?? '[]') as RuleStep[]
      if (!Array.isArray(steps)) throw new Error('not an array')
    } catch {
      return fail('校验规则配置错误')
    }
    const failed = checkValue(steps, query.value)
    if (!failed) return ok(null, '成功')
    return { success: false, message: failed.message, code: 500, result: failed, timestamp: Date.now() }
  },
} satisfies Pick<Handlers<ServerContext>, 'checkRuleByCode'>
