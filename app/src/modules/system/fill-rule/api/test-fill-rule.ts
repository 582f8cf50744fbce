import { api } from '../../../../lib/api'
import { verdictOf } from '../../../../lib/resource/crud-client'

/** 功能测试 of 填值规则: the value the rule generates now; a refusal is the verdict "cannot generate". */
export const testFillRule = (ruleCode: string) =>
  verdictOf(api.GET('/sys/fillRule/testFillRule', { params: { query: { ruleCode } } }))
