import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { englishMessage } from '../http/message-language'
import { startExcelClient, type Cell, type ExcelClient } from './excel-test-client.test-helper'

/**
 * Imports obey the form's rules and exports show what the list shows: an imported row passes the
 * checks of the add form (the spec's patterns and ranges, duplicates, dictionary texts, references by name),
 * and an export writes what the list shows.
 */

let client: ExcelClient

interface Page<T> {
  records: T[]
  total: number
}

interface PersonRecord {
  id: string
  workNo: string
  realname: string
}

const ID = /^[0-9a-f]{32}$/

beforeAll(async () => {
  client = await startExcelClient('excel-rules')
}, 120_000)

afterAll(async () => {
  await client?.close()
})

const column = (rows: Cell[][], title: string) => {
  const at = rows[0]?.indexOf(title) ?? -1
  expect(at, `column ${title}`).toBeGreaterThanOrEqual(0)
  return rows.slice(1).map((row) => row[at] ?? null)
}

describe('user import: the user form rules, departments and roles by name', () => {
  it('refuses a row with a bad e-mail, a bad phone and an unknown department, naming the three reasons', async () => {
    const answer = await client.upload('/sys/user/importExcel', [
      ['登录账号', '真实姓名', '电子邮件', '手机号码', '所属部门'],
      ['rule_bad', '规则坏', 'bad-mail', '123', '不存在部门'],
      ['rule_good', '规则好', 'good@example.com', '13911112220', '质检部'],
    ])
    expect(answer.success).toBe(false)
    expect(answer.message).toBe('文件导入失败：共1行有错误')
    expect(answer.result).toEqual([
      '第2行：电子邮件格式不正确',
      '第2行：手机号码格式不正确',
      '第2行：所属部门“不存在部门”不存在',
    ])
    // Nothing is written, the good row neither.
    const users = await client.call<Page<unknown>>('GET', '/sys/user/list?username=rule_*')
    expect(users.result.total).toBe(0)
  })

  it('applies the departments (by name or code) and roles (by name or code) of a valid row', async () => {
    const answer = await client.upload('/sys/user/importExcel', [
      ['登录账号', '真实姓名', '电子邮件', '手机号码', '所属部门', '角色'],
      ['rule_dept', '规则部门', 'rule.dept@example.com', '13911112221', '质检部,A01A01', 'admin'],
      ['rule_role', '规则角色', null, null, '研发部', '管理员'],
    ])
    expect(answer).toMatchObject({ success: true, message: '文件导入成功！数据行数:2' })
    const users = await client.call<Page<{ username: string; orgCodeTxt: string | null; orgCode: string }>>(
      'GET',
      '/sys/user/list?username=rule_*&column=username&order=asc',
    )
    expect(users.result.records.map((user) => [user.username, user.orgCodeTxt, user.orgCode])).toEqual([
      ['rule_dept', '人事部,质检部', 'A01A01'],
      ['rule_role', '研发部', 'A01A05'],
    ])
    const exported = await client.download('/sys/user/exportXls', {
      username: 'rule_*',
      column: 'username',
      order: 'asc',
    })
    expect(column(exported, '所属部门')).toEqual(['人事部,质检部', '研发部'])
    expect(column(exported, '角色')).toEqual(['管理员', '管理员'])
  })

  it('refuses duplicates inside the file and against the table', async () => {
    const answer = await client.upload('/sys/user/importExcel', [
      ['登录账号', '真实姓名', '电子邮件'],
      ['rule_dup', '重复一', 'dup@example.com'],
      ['rule_dup2', '重复二', 'dup@example.com'],
      ['rule_dept', '已存在', null],
    ])
    expect(answer.result).toEqual([
      '第3行：电子邮件“dup@example.com”与第2行重复',
      '第4行：登录账号“rule_dept”已存在',
    ])
  })
})

describe('references by name, dictionary texts and the spec rules of module resources', () => {
  it('reads a person by work number, by `name（work number）` or by a name only one person has', async () => {
    const persons = await client.call<Page<PersonRecord>>(
      'GET',
      '/hr/person/list?pageSize=3&column=workNo&order=asc',
    )
    const [first, second] = persons.result.records
    if (!first || !second) throw new Error('the seed has persons')
    // Two persons share a name: the name alone is not enough.
    for (const workNo of ['RULE-A', 'RULE-B'])
      expect((await client.call('POST', '/hr/person/add', { workNo, realname: '同名规则' })).success).toBe(
        true,
      )
    const header = ['员工', '打卡时间', '打卡方向', '打卡来源']
    const bad = await client.upload('/att/record/importExcel', [
      header,
      ['同名规则', '2021-03-04 07:55:00', '上班', '考勤机'],
      ['没有这个人', '2021-03-04 07:56:00', '上班', '考勤机'],
      [first.workNo, '2021-03-04 07:57:00', '进门', '考勤机'],
    ])
    expect(bad.success).toBe(false)
    expect(bad.result).toEqual([
      '第2行：员工“同名规则”有多个同名，请写成“名称（编码）”',
      '第3行：员工“没有这个人”不存在',
      '第4行：打卡方向“进门”不是可选的值',
    ])

    const good = await client.upload('/att/record/importExcel', [
      header,
      [first.workNo, '2021-03-04 07:55:00', '上班', '考勤机'],
      [`${second.realname}（${second.workNo}）`, '2021-03-04 07:56:00', 'in', 'device'],
      ['同名规则（RULE-B）', '2021-03-04 07:57:00', '下班', '考勤机'],
    ])
    expect(good).toMatchObject({ success: true })
    const exported = await client.download('/att/record/exportXls', {
      clockTime_begin: '2021-03-04 07:55:00',
      clockTime_end: '2021-03-04 07:57:00',
      column: 'clockTime',
      order: 'asc',
    })
    expect(column(exported, '员工')).toEqual([
      `${first.realname}（${first.workNo}）`,
      `${second.realname}（${second.workNo}）`,
      '同名规则（RULE-B）',
    ])
    expect(column(exported, '打卡方向')).toEqual(['上班', '上班', '下班'])
  })

  it("checks the spec's ranges and patterns like the add operation", async () => {
    const requisitions = await client.upload('/rec/requisition/importExcel', [
      ['职位名称', '招聘人数', '用人部门'],
      ['规则岗位', 0, '质检部'],
      ['规则岗位二', 1000, '质检部'],
    ])
    expect(requisitions.result).toEqual(['第2行：招聘人数不能小于1', '第3行：招聘人数不能大于999'])
    const candidates = await client.upload('/rec/candidate/importExcel', [
      ['姓名', '手机号', '邮箱', '应聘职位'],
      ['规则候选', '12345', 'not-mail', '不存在的职位'],
    ])
    expect(candidates.result).toEqual([
      '第2行：手机号格式不正确',
      '第2行：邮箱格式不正确',
      '第2行：应聘职位“不存在的职位”不存在',
    ])
  })
})

describe('exports write what the list shows', () => {
  it('check reports: the registration number, the inspector name and the inspection type text', async () => {
    const list = await client.call<
      Page<{ id: string; registerId: string; inspectorId: string | null; inspectionType: string }>
    >('GET', '/qc/checkReport/list?pageSize=50')
    expect(list.result.records.length).toBeGreaterThan(0)
    const exported = await client.download('/qc/checkReport/exportXls', {
      selections: list.result.records.map((record) => record.id).join(','),
    })
    const registers = column(exported, '检验登记')
    const inspectors = column(exported, '检验员')
    const types = column(exported, '检验类型')
    expect(registers.length).toBe(list.result.records.length)
    for (const value of [...registers, ...inspectors]) expect(String(value)).not.toMatch(ID)
    expect(new Set(types)).toEqual(
      new Set(types.filter((type) => type === '成衣检验' || type === '面料检验')),
    )
    const first = list.result.records[0]
    if (!first) throw new Error('no report')
    const register = await client.call<{ registerNo: string }>(
      'GET',
      `/qc/register/queryById?id=${first.registerId}`,
    )
    expect(registers).toContain(register.result.registerNo)
  })

  it('person export names the department and the position as the list does', async () => {
    const exported = await client.download('/hr/person/exportXls', { pageSize: '10' })
    const departs = column(exported, '部门').filter((value) => value !== null)
    expect(departs.length).toBeGreaterThan(0)
    for (const value of departs) expect(String(value)).not.toMatch(ID)
  })
})

describe('the new import problems in English (Accept-Language: en)', () => {
  it('translates references, patterns and ranges', () => {
    expect(
      [
        '第2行：所属部门“不存在部门”不存在',
        '第2行：员工“同名规则”有多个同名，请写成“名称（编码）”',
        '第2行：电子邮件格式不正确',
        '第2行：招聘人数不能小于1',
        '第3行：招聘人数不能大于999',
      ].map(englishMessage),
    ).toEqual([
      'Row 2: 所属部门: "不存在部门" does not exist',
      'Row 2: 员工: several records are named "同名规则"; write it as "name（code）"',
      'Row 2: 电子邮件: invalid format',
      'Row 2: 招聘人数 cannot be less than 1',
      'Row 3: 招聘人数 cannot be more than 999',
    ])
  })
})
