import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../../../start'
import { startSeededServer } from '../../../test-support/seeded-data-dir.test-helper'
import { NO_GATEWAY, parseTestData, renderTemplate } from './routes'

const root = mkdtempSync(join(tmpdir(), 'erp-message-test-'))
let server: RunningServer
let token = ''

interface Answer {
  status: number
  body: { success: boolean; message: string; code: number; result: never }
}
interface Message {
  id: string
  esTitle: string | null
  esType: string | null
  esType_dictText?: string | null
  esReceiver: string | null
  esContent: string | null
  esSendStatus: string | null
  esSendStatus_dictText?: string | null
  esSendNum: number | null
  esResult: string | null
  esParam: string | null
  createBy: string | null
}
interface Template {
  id: string
  templateCode: string
  templateName: string
  templateContent: string | null
  templateTestJson: string | null
  templateType: string | null
  templateType_dictText?: string | null
}
interface Page<T> {
  records: T[]
  total: number
}

async function call(method: string, path: string, json?: unknown): Promise<Answer> {
  const response = await fetch(server.apiUrl + path, {
    method,
    headers: {
      'X-Access-Token': token,
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  })
  return { status: response.status, body: (await response.json()) as Answer['body'] }
}

const messages = async (query = '') =>
  (await call('GET', `/sys/message/sysMessage/list?pageSize=100${query}`)).body.result as Page<Message>
const templates = async (query = '') =>
  (await call('GET', `/sys/message/sysMessageTemplate/list?pageSize=100${query}`)).body
    .result as Page<Template>

beforeAll(async () => {
  server = await startSeededServer({ port: 0, dataDir: join(root, 'data'), staticDir: null })
  const login = await fetch(server.apiUrl + '/sys/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: '123456' }),
  })
  token = ((await login.json()) as { result: { token: string } }).result.token
}, 120_000)

afterAll(async () => {
  await server?.close()
  rmSync(root, { recursive: true, force: true })
})

describe('template rendering', () => {
  it('fills ${name} placeholders and keeps the ones without a value', () => {
    expect(renderTemplate('${name}，您好！${ date }见，${missing}', { name: '张三', date: '明天' })).toBe(
      '张三，您好！明天见，${missing}',
    )
    expect(renderTemplate('${n}/${o}', { n: 3, o: { a: 1 } })).toBe('3/{"a":1}')
    expect(renderTemplate('${toString}', {})).toBe('${toString}')
  })

  it('reads test data as a JSON object only', () => {
    expect(parseTestData('{"a":"1"}')).toEqual({ a: '1' })
    expect(parseTestData('')).toEqual({})
    expect(parseTestData(null)).toEqual({})
    expect(parseTestData('[1]')).toBeNull()
    expect(parseTestData('"x"')).toBeNull()
    expect(parseTestData('{not json')).toBeNull()
  })
})

describe('the seeded message center', () => {
  it('has templates and messages with dictionary texts, newest first', async () => {
    const seeded = await templates()
    expect(seeded.records.map((row) => row.templateCode).sort()).toEqual([
      'entry_notice',
      'leave_approved',
      'repair_done',
    ])
    const entry = seeded.records.find((row) => row.templateCode === 'entry_notice')
    expect(entry).toMatchObject({
      templateName: '入职提醒',
      templateType: '4',
      templateType_dictText: '系统',
    })
    const sent = await messages()
    expect(sent.total).toBe(3)
    expect(sent.records[0]).toMatchObject({
      esTitle: '报修完成通知',
      esSendStatus: '0',
      esSendStatus_dictText: '未发送',
    })
    expect(sent.records.find((row) => row.esSendStatus === '2')).toMatchObject({ esType_dictText: '短信' })
  })
})

describe('template CRUD', () => {
  it('adds, refuses a duplicate code, edits and deletes a template', async () => {
    const body = {
      templateCode: 'shift_change',
      templateName: '调班通知',
      templateContent: '${name}，您的班次已调整为${shift}。',
      templateTestJson: '{"name":"王五","shift":"夜班"}',
      templateType: '4',
    }
    expect((await call('POST', '/sys/message/sysMessageTemplate/add', body)).body).toMatchObject({
      success: true,
    })
    const duplicate = await call('POST', '/sys/message/sysMessageTemplate/add', body)
    expect(duplicate.body).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' })
    const [added] = (await templates('&templateCode=shift_change')).records
    expect(added).toBeDefined()
    const edited = await call('PUT', '/sys/message/sysMessageTemplate/edit', {
      ...body,
      id: added!.id,
      templateName: '调班',
    })
    expect(edited.body.success).toBe(true)
    expect((await templates('&templateCode=shift_change')).records[0]?.templateName).toBe('调班')
    const removed = await call('DELETE', `/sys/message/sysMessageTemplate/delete?id=${added!.id}`)
    expect(removed.body.success).toBe(true)
    expect((await templates('&templateCode=shift_change')).total).toBe(0)
  })

  it('refuses a template without its code or name', async () => {
    const answer = await call('POST', '/sys/message/sysMessageTemplate/add', { templateName: '无编码' })
    expect(answer.status).toBe(400)
  })
})

describe('POST /sys/message/sysMessageTemplate/sendMsg', () => {
  it('renders the template with the test data and records a delivered system message', async () => {
    const before = (await messages()).total
    const answer = await call('POST', '/sys/message/sysMessageTemplate/sendMsg', {
      templateCode: 'entry_notice',
      testData: '{"name":"赵六","date":"12月8日"}',
      receiver: 'admin',
      msgType: '4',
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ success: true, message: '消息发送成功！' })
    expect(answer.body.result).toMatchObject({
      esTitle: '入职提醒',
      esType: '4',
      esReceiver: 'admin',
      esContent: '赵六，您好！请于12月8日到人事部办理入职手续。',
      esSendStatus: '1',
      esSendNum: 1,
      esParam: '{"name":"赵六","date":"12月8日"}',
      createBy: 'admin',
    })
    const after = await messages()
    expect(after.total).toBe(before + 1)
    expect(
      after.records.some((row) => row.esContent === '赵六，您好！请于12月8日到人事部办理入职手续。'),
    ).toBe(true)
  })

  it("uses the template's own test data and type when none are given; other types are recorded as failed", async () => {
    const answer = await call('POST', '/sys/message/sysMessageTemplate/sendMsg', {
      templateCode: 'leave_approved',
      receiver: '13800000001',
    })
    expect(answer.body.success).toBe(true)
    expect(answer.body.message).toContain(NO_GATEWAY)
    expect(answer.body.result).toMatchObject({
      esType: '1',
      esContent: '李四，您2天的请假申请已审批通过。',
      esSendStatus: '2',
      esResult: NO_GATEWAY,
    })
  })

  it('refuses an unknown template, test data that is not a JSON object, and an empty receiver', async () => {
    const unknown = await call('POST', '/sys/message/sysMessageTemplate/sendMsg', {
      templateCode: 'no_such',
      receiver: 'admin',
    })
    expect(unknown.body).toMatchObject({ success: false, message: '模板不存在：no_such' })
    const before = (await messages()).total
    const badJson = await call('POST', '/sys/message/sysMessageTemplate/sendMsg', {
      templateCode: 'entry_notice',
      receiver: 'admin',
      testData: '{name: 张三}',
    })
    expect(badJson.body.success).toBe(false)
    expect(badJson.body.message).toContain('测试数据必须是JSON对象')
    const blank = await call('POST', '/sys/message/sysMessageTemplate/sendMsg', {
      templateCode: 'entry_notice',
      receiver: '   ',
    })
    expect(blank.body).toMatchObject({ success: false, message: '接收人不能为空' })
    expect((await messages()).total).toBe(before)
  })

  it('answers 400 for a missing receiver or a wrong message type', async () => {
    const missing = await call('POST', '/sys/message/sysMessageTemplate/sendMsg', {
      templateCode: 'entry_notice',
    })
    expect(missing.status).toBe(400)
    const wrongType = await call('POST', '/sys/message/sysMessageTemplate/sendMsg', {
      templateCode: 'entry_notice',
      receiver: 'admin',
      msgType: '9',
    })
    expect(wrongType.status).toBe(400)
  })
})
