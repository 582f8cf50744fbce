import { describe, expect, it } from 'vitest'
import { systemTestServer } from '../system-server.test-helper'

const { call } = systemTestServer('duplicate-check')

describe('GET /sys/duplicate/check', () => {
  const check = (query: string) => call('GET', `/sys/duplicate/check?${query}`)

  it('finds a taken value, frees the row being edited, accepts a free value', async () => {
    expect((await check('tableName=sys_user&fieldName=username&fieldVal=admin')).body).toMatchObject({
      success: false,
      message: '该值不可用，系统中已存在！',
    })
    expect(
      (
        await check(
          'tableName=sys_user&fieldName=username&fieldVal=admin&dataId=e9ca23d68d884d4ebb19d07889727dae',
        )
      ).body,
    ).toMatchObject({ success: true, message: '该值可用！' })
    expect((await check('tableName=sys_role&fieldName=role_code&fieldVal=nobody')).body.success).toBe(true)
  })

  it('refuses tables and columns outside the system entities (no SQL from the request)', async () => {
    for (const query of [
      'tableName=auth_session&fieldName=id&fieldVal=x',
      'tableName=sys_user&fieldName=password&fieldVal=x',
      `tableName=${encodeURIComponent('sys_user; DROP TABLE sys_user')}&fieldName=username&fieldVal=x`,
    ]) {
      const { status, body } = await check(query)
      expect(status).toBe(200)
      expect(body).toMatchObject({ success: false, message: '参数不合法: 不支持校验该表或字段' })
    }
  })
})
