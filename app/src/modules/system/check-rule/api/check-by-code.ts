import { api } from '../../../../lib/api'
import { verdictOf } from '../../../../lib/resource/crud-client'

/** 功能测试 of 编码校验规则: checks one value against a rule; `success: false` is the verdict "does not pass". */
export const checkByCode = (ruleCode: string, value: string) =>
  verdictOf(api.GET('/sys/checkRule/checkByCode', { params: { query: { ruleCode, value } } }))
