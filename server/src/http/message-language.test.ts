import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultMessages, resources, type ResourceDef } from '@erp/openapi/resources'
import { CNT_MESSAGES } from '../modules/cnt/routes'
import { MEAL_PRICE_MESSAGES } from '../modules/cnt/meal-price'
import { EXP_MESSAGES } from '../modules/exp/routes'
import { WORKER_ENTRY_MESSAGES } from '../modules/hr/worker-entry-rules'
import { MTR_MESSAGES } from '../modules/mtr/routes'
import { QC_MESSAGES } from '../modules/qc/routes'
import { REC_MESSAGES } from '../modules/rec/routes'
import { fail, NO_PERMISSION, ok, springError, TOKEN_INVALID } from './envelope'
import { englishMessage, mountMessageLanguage, prefersEnglish } from './message-language'

const app = Fastify()
mountMessageLanguage(app)
app.get('/saved', async () => ok(null, '添加成功！'))
app.get('/unknown', async () => fail('一条本表没有的消息'))
app.get('/refused', async () => fail(NO_PERMISSION, 510))
app.get('/expired', async (_request, reply) =>
  reply.code(500).send(springError(500, TOKEN_INVALID, '/expired')),
)
app.get('/import', async () => fail('文件导入失败：第3行：工号不能为空'))
app.get('/text', async () => 'plain 操作成功！')
app.get('/import-rows', async () => ({
  ...fail('文件导入失败：共2行有错误'),
  result: ['第2行：必须是整数', '第5行：工号“A1”已存在'],
}))

beforeAll(() => app.ready())
afterAll(() => app.close())

const messageOf = async (url: string, language?: string) => {
  const response = await app.inject({
    url,
    headers: language === undefined ? {} : { 'accept-language': language },
  })
  return (response.json() as { message: string }).message
}

describe('server messages in the language the app asks for', () => {
  it('answers an English request in English', async () => {
    expect(await messageOf('/saved', 'en-US')).toBe('Added.')
    expect(await messageOf('/refused', 'en-US,en;q=0.9')).toBe(
      'You do not have permission. Ask an administrator to grant it.',
    )
    expect(await messageOf('/import', 'en')).toBe('Import failed: Row 3: 工号 is required')
  })

  it('keeps the exact Chinese text without the header or for Chinese', async () => {
    expect(await messageOf('/saved')).toBe('添加成功！')
    expect(await messageOf('/saved', 'zh-CN')).toBe('添加成功！')
    // The first language decides: a Chinese screen in an English browser stays Chinese.
    expect(await messageOf('/saved', 'zh-CN,en-US;q=0.9')).toBe('添加成功！')
    expect(await messageOf('/refused')).toBe(NO_PERMISSION)
  })

  it('passes an unknown message and the expired-session text on unchanged', async () => {
    expect(await messageOf('/unknown', 'en-US')).toBe('一条本表没有的消息')
    expect(await messageOf('/expired', 'en-US')).toBe(TOKEN_INVALID)
  })

  it("translates an import refusal's row problems", async () => {
    const response = await app.inject({ url: '/import-rows', headers: { 'accept-language': 'en-US' } })
    expect(response.json()).toMatchObject({
      message: 'Import failed: 2 rows have errors.',
      result: ['Row 2: must be a whole number', 'Row 5: 工号 "A1" already exists'],
    })
    const chinese = await app.inject({ url: '/import-rows' })
    expect(chinese.json()).toMatchObject({ result: ['第2行：必须是整数', '第5行：工号“A1”已存在'] })
  })

  it('leaves answers that are not JSON objects alone', async () => {
    const response = await app.inject({ url: '/text', headers: { 'accept-language': 'en-US' } })
    expect(response.body).toBe('plain 操作成功！')
  })
})

describe('englishMessage', () => {
  it('fills the values of templates', () => {
    expect(englishMessage('用户名: admin,登录成功！')).toBe('User admin signed in.')
    expect(englishMessage('登录失败次数过多，请5分钟后再试')).toBe(
      'Too many failed sign-ins. Try again in 5 min.',
    )
    expect(englishMessage('文件导入成功！数据行数:12')).toBe('Import succeeded. Rows: 12')
    expect(englishMessage('阶段已变更为「面试」')).toBe('Stage changed to "Interview"')
    expect(englishMessage('报修单当前为「已完成」，不能直接「派工」')).toBe(
      'The repair order is "Done": you cannot assign it now',
    )
    expect(englishMessage('保存成功！检验结果：合格')).toBe('Saved. Result: Pass')
    expect(englishMessage('保存成功！注意：验货地址命中危险地址「东莞某仓」（风险高：曾查获假货）')).toBe(
      'Saved. Note: the inspection address matches dangerous addresses "东莞某仓" (high risk: 曾查获假货)',
    )
  })

  it("translates the validator's messages of uploads, range filters and WebSocket endpoints", () => {
    expect(englishMessage('请求参数不正确: form.biz 长度不能超过100个字符')).toBe(
      'Invalid request parameters: form.biz: at most 100 characters',
    )
    expect(englishMessage('请求参数不正确: query.createTime_begin 日期不存在')).toBe(
      'Invalid request parameters: query.createTime_begin is no real date',
    )
    expect(englishMessage('请以WebSocket连接')).toBe('Connect with a WebSocket (Upgrade: websocket).')
  })

  it('reads the first language of Accept-Language', () => {
    expect(prefersEnglish('en-GB')).toBe(true)
    expect(prefersEnglish(['en'])).toBe(true)
    expect(prefersEnglish('zh-CN')).toBe(false)
    expect(prefersEnglish(undefined)).toBe(false)
    expect(prefersEnglish('eng')).toBe(false)
  })

  it('knows every fixed message of the CRUD resources and the modules', () => {
    const fixed = [
      ...Object.values(defaultMessages),
      ...resources.flatMap((resource: ResourceDef) => Object.values(resource.messages ?? {})),
      ...[
        CNT_MESSAGES,
        MEAL_PRICE_MESSAGES,
        EXP_MESSAGES,
        WORKER_ENTRY_MESSAGES,
        MTR_MESSAGES,
        QC_MESSAGES,
        REC_MESSAGES,
      ].flatMap((messages) => Object.values(messages)),
    ].filter((message): message is string => typeof message === 'string')
    const unknown = fixed.filter((message) => englishMessage(message) === message)
    expect(unknown).toEqual([])
  })
})
