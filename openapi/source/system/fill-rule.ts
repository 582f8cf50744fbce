/** Fill rules: test a rule, run it by code (upstream SysFillRuleController, FillRuleUtil). */
import type { CompactOperation } from '../compact'

export const tags: Record<string, string> = {
  rules: 'Fill rules (编码规则) and check rules (校验规则)',
}

export const operations: CompactOperation[] = [
  // Fill rules (upstream SysFillRuleController, FillRuleUtil)
  {
    method: 'get',
    path: '/sys/fillRule/testFillRule',
    operationId: 'fillRuleTest',
    tag: 'rules',
    summary: 'Run a fill rule and answer the code it generates',
    description:
      'Rule classes are a fixed registry: `org.jeecg.modules.system.rule.OrderNumberRule` (prefix from ruleParams, ' +
      'default CN, + yyyyMMddHHmmss + 2 random digits), `…OrgCodeRule` (next department code under ruleParams/form ' +
      '`parentId`: [orgCode, orgType]) and `…CategoryCodeRule` (next category code under `pid`). Unknown code or ' +
      'class → refusal (upstream answers null).',
    query: {
      ruleCode: {
        schema: { type: 'string', minLength: 1, maxLength: 100 },
        required: true,
        example: 'shop_order_num',
      },
    },
    result: {
      type: ['string', 'array'],
      items: { type: 'string' },
      description: 'The generated code (a list of codes for rules that make several)',
    },
    example: { result: 'CN2026112209300042' },
    refusals: ['编码规则不存在', '不支持的规则实现类'],
  },
  {
    method: 'put',
    path: '/sys/fillRule/executeRuleByCode/{ruleCode}',
    operationId: 'fillRuleExecute',
    tag: 'rules',
    summary:
      'Run a fill rule with the form data of the page (e.g. {pid} for a category, {name} appended to an order number)',
    pathParams: {
      ruleCode: { schema: { type: 'string', minLength: 1, maxLength: 100 }, example: 'shop_order_num' },
    },
    body: {
      schema: { type: 'object', additionalProperties: true, description: 'The form data' },
      example: { name: '' },
    },
    result: {
      type: ['string', 'array'],
      items: { type: 'string' },
      description: 'The generated code (a list of codes for rules that make several)',
    },
    example: { result: 'CN2026112209300042' },
    refusals: ['编码规则不存在', '不支持的规则实现类'],
  },
]
