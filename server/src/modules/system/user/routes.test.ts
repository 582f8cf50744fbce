import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedIds } from '../../../db/seed'
import type { RunningServer } from '../../../start'
import { startSeededServer } from '../../../test-support/seeded-data-dir.test-helper'
import { buildTree, nextOrgCode } from '../depart/routes'

const root = mkdtempSync(join(tmpdir(), 'erp-users-test-'))
let server: RunningServer
let admin = ''

interface Envelope {
  success: boolean
  message: string
  code: number
  result: never
}

async function call(method: string, path: string, json?: unknown, token = admin) {
  const response = await fetch(server.apiUrl + path, {
    method,
    headers: {
      'X-Access-Token': token,
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  })
  return (await response.json()) as Envelope
}

const login = (username: string, password: string) => call('POST', '/sys/login', { username, password }, '')

interface UserRecord {
  id: string
  username: string
  realname: string
  status: number
  orgCodeTxt: string | null
  sex_dictText: string | null
  status_dictText: string | null
}
interface Page<T> {
  records: T[]
  total: number
}

beforeAll(async () => {
  server = await startSeededServer({ port: 0, dataDir: join(root, 'data'), staticDir: null })
  admin = ((await login('admin', '123456')).result as { token: string }).token
}, 120_000)

afterAll(async () => {
  await server?.close()
  rmSync(root, { recursive: true, force: true })
})

describe('users', () => {
  const lisi = {
    username: 'lisi',
    password: 'Abc12345',
    confirmpassword: 'Abc12345',
    realname: '李四',
    workNo: '00010',
    sex: 1,
    phone: '13800000010',
    selectedroles: seedIds.roleAdmin,
    selecteddeparts: seedIds.departRnd,
  }

  it('adds a user with roles and departments, who can then sign in', async () => {
    expect(await call('POST', '/sys/user/add', lisi)).toMatchObject({ success: true, message: '添加成功！' })
    const signedIn = await login('lisi', 'Abc12345')
    expect(signedIn.code).toBe(200)
    expect((signedIn.result as { userInfo: { orgCode: string } }).userInfo.orgCode).toBe('A01A05')
  })

  it('lists users with department names and dictionary texts, filtered and paged', async () => {
    const page = (await call('GET', '/sys/user/list?username=lisi')).result as Page<UserRecord>
    expect(page.total).toBe(1)
    expect(page.records[0]).toMatchObject({
      realname: '李四',
      orgCodeTxt: '研发部',
      sex_dictText: '男',
      status_dictText: '正常',
    })
    expect(page.records[0]).not.toHaveProperty('password')
    const like = (await call('GET', `/sys/user/list?realname=${encodeURIComponent('*四*')}`))
      .result as Page<UserRecord>
    expect(like.records.map((user) => user.username)).toEqual(['lisi'])
    const two = (await call('GET', '/sys/user/list?pageSize=2&column=username&order=asc'))
      .result as Page<UserRecord>
    expect(two.records).toHaveLength(2)
    expect(two.total).toBeGreaterThanOrEqual(5)
    expect(two.records.map((user) => user.username)).toEqual(['admin', 'cnt01'])
  })

  it('refuses a taken account, work number or phone with upstream messages', async () => {
    expect((await call('POST', '/sys/user/add', lisi)).message).toBe('用户账号已存在')
    expect((await call('POST', '/sys/user/add', { ...lisi, username: 'lisi2' })).message).toBe('工号已存在')
    expect(
      (await call('POST', '/sys/user/add', { ...lisi, username: 'lisi2', workNo: '00099' })).message,
    ).toBe('手机号已存在')
  })

  it('checkOnlyUser: free, taken, and the edited user left out', async () => {
    expect(await call('GET', '/sys/user/checkOnlyUser?username=nobody', undefined, '')).toMatchObject({
      success: true,
      result: true,
    })
    expect(await call('GET', '/sys/user/checkOnlyUser?username=lisi', undefined, '')).toMatchObject({
      success: false,
      message: '用户账号已存在',
    })
    const [record] = ((await call('GET', '/sys/user/list?username=lisi')).result as Page<UserRecord>).records
    expect((await call('GET', `/sys/user/checkOnlyUser?username=lisi&id=${record?.id}`)).success).toBe(true)
  })

  it('edits, reads roles, queries by department, changes the password, freezes and deletes', async () => {
    const [record] = ((await call('GET', '/sys/user/list?username=lisi')).result as Page<UserRecord>).records
    const id = record?.id ?? ''
    expect(await call('GET', `/sys/user/queryUserRole?userid=${id}`)).toMatchObject({
      result: [seedIds.roleAdmin],
    })
    const edited = await call('PUT', '/sys/user/edit', {
      id,
      username: 'lisi',
      realname: '李四四',
      selectedroles: '',
    })
    expect(edited).toMatchObject({ success: true, message: '修改成功!' })
    expect((await call('GET', `/sys/user/queryById?id=${id}`)).result).toMatchObject({ realname: '李四四' })
    // No roles left: an empty list, not a refusal (the upstream client's UserModal reads it on 编辑).
    expect(await call('GET', `/sys/user/queryUserRole?userid=${id}`)).toMatchObject({
      success: true,
      result: [],
    })
    const inRnd = (await call('GET', `/sys/user/queryUserByDepId?id=${seedIds.departRnd}`))
      .result as UserRecord[]
    expect(inRnd.map((user) => user.username)).toContain('lisi')

    expect(
      await call('PUT', '/sys/user/changePassword', { username: 'lisi', password: 'New-pass1' }),
    ).toMatchObject({
      message: '密码修改成功!',
    })
    expect((await login('lisi', 'New-pass1')).code).toBe(200)
    expect(
      (await call('PUT', '/sys/user/changePassword', { username: 'ghost', password: 'x' })).message,
    ).toBe('用户不存在！')

    expect(await call('PUT', '/sys/user/frozenBatch', { ids: id, status: '2' })).toMatchObject({
      success: true,
    })
    expect((await login('lisi', 'New-pass1')).success).toBe(false)
    await call('PUT', '/sys/user/frozenBatch', { ids: id, status: '1' })
    expect((await login('lisi', 'New-pass1')).code).toBe(200)

    expect(await call('DELETE', `/sys/user/delete?id=${id}`)).toMatchObject({ message: '删除用户成功' })
    expect(((await call('GET', '/sys/user/list?username=lisi')).result as Page<UserRecord>).total).toBe(0)
    expect((await call('GET', `/sys/user/queryById?id=${id}`)).message).toBe('未找到对应实体')
  })

  it('refuses to freeze or delete the signed-in user, alone or in a batch, and leaves the account as it was', async () => {
    const me = ((await call('GET', '/sys/user/list?username=admin')).result as Page<UserRecord>).records[0]
    const id = me?.id ?? ''
    const others = ((await call('GET', '/sys/user/list?username=jeecg')).result as Page<UserRecord>).records
    const both = [id, others[0]?.id].join(',')
    const freeze = { success: false, message: '不能冻结当前登录的用户' }
    const remove = { success: false, message: '不能删除当前登录的用户' }
    expect(await call('PUT', '/sys/user/frozenBatch', { ids: id, status: '2' })).toMatchObject(freeze)
    expect(await call('PUT', '/sys/user/frozenBatch', { ids: both, status: '2' })).toMatchObject(freeze)
    expect(await call('DELETE', `/sys/user/delete?id=${id}`)).toMatchObject(remove)
    expect(await call('DELETE', `/sys/user/deleteBatch?ids=${both}`)).toMatchObject(remove)
    expect((await call('GET', `/sys/user/queryById?id=${id}`)).result).toMatchObject({ status: 1 })
    expect((await call('GET', `/sys/user/queryById?id=${others[0]?.id}`)).result).toMatchObject({ status: 1 })
    expect(await call('PUT', '/sys/user/frozenBatch', { ids: id, status: '1' })).toMatchObject({
      success: true,
    })
    expect((await login('admin', '123456')).code).toBe(200)
  })

  it('edit of an unknown user is refused', async () => {
    expect((await call('PUT', '/sys/user/edit', { id: 'nope', username: 'x', realname: 'x' })).message).toBe(
      '未找到对应实体',
    )
  })
})

describe('address book', () => {
  interface Row {
    id: string
    realname: string
    workNo: string
    departName: string
    orgCode: string
  }
  const page = async (query: string) =>
    (await call('GET', `/sys/user/queryByOrgCodeForAddressList?${query}`)).result as Page<Row> & {
      pages: number
    }

  it('lists users per department under a code, sub-departments included, filtered and paged', async () => {
    const all = await page('orgCode=A01&pageSize=100')
    // zhangsan belongs to A01 and A01A05: one row each.
    const zhangsan = all.records.filter((row) => row.id === seedIds.zhangsan)
    expect(zhangsan.map((row) => row.orgCode).sort()).toEqual(['A01', 'A01A05'])
    expect(all.records.map((row) => row.orgCode)).toEqual([...all.records.map((row) => row.orgCode)].sort())
    const hr = await page('orgCode=A01A01')
    expect(hr.records.map((row) => [row.realname, row.departName])).toEqual([['人事张经理', '人事部']])
    const named = await page(`orgCode=A01&realname=${encodeURIComponent('质检')}`)
    expect(named.records.map((row) => row.workNo)).toEqual(['00012'])
    const paged = await page('orgCode=A01&pageSize=2&pageNo=2')
    expect(paged.records).toHaveLength(2)
    expect(paged.total).toBe(all.total)
    expect(paged.records[0]?.id).toBe(all.records[2]?.id)
    expect((await page('orgCode=Z99')).total).toBe(0)
  })

  it('queryByOrgCode answers the same page', async () => {
    const byCode = (await call('GET', '/sys/user/queryByOrgCode?orgCode=A01A02')).result as Page<Row>
    expect(byCode.records.map((row) => row.realname)).toEqual(['质检李工'])
  })
})

describe('departments', () => {
  interface Node {
    id: string
    departName: string
    orgCode: string
    isLeaf: boolean
    children: Node[] | null
  }

  it('answers the tree with key, value, title, and null children on leaves', async () => {
    const tree = (await call('GET', '/sys/sysDepart/queryTreeList')).result as Node[]
    expect(tree).toHaveLength(1)
    expect(tree[0]).toMatchObject({
      orgCode: 'A01',
      isLeaf: false,
      key: seedIds.departRoot,
      title: '北京国炬软件',
    })
    expect(tree[0]?.children?.[0]).toMatchObject({ orgCode: 'A01A05', isLeaf: true, children: null })
    const ids = (await call('GET', '/sys/sysDepart/queryIdTree')).result as Array<{ children: unknown[] }>
    expect(ids[0]).toMatchObject({ key: seedIds.departRoot, title: '北京国炬软件' })
    expect(ids[0]?.children[0]).toMatchObject({ children: [] })
  })

  it('adds children with generated codes, searches, edits and deletes a branch', async () => {
    expect(
      await call('POST', '/sys/sysDepart/add', { departName: '品控部', parentId: seedIds.departRoot }),
    ).toMatchObject({
      message: '添加成功！',
    })
    const [qc] = (await call('GET', `/sys/sysDepart/searchBy?keyWord=${encodeURIComponent('品控')}`))
      .result as Node[]
    expect(qc).toMatchObject({ orgCode: 'A01A06', isLeaf: true })
    await call('POST', '/sys/sysDepart/add', { departName: '面料组', parentId: qc?.id })
    const [fabric] = (await call('GET', `/sys/sysDepart/searchBy?keyWord=${encodeURIComponent('面料')}`))
      .result as Node[]
    expect(fabric?.orgCode).toBe('A01A06A01')
    expect(await call('PUT', '/sys/sysDepart/edit', { id: qc?.id, departName: '质量部' })).toMatchObject({
      message: '修改成功!',
    })
    expect(await call('DELETE', `/sys/sysDepart/delete?id=${qc?.id}`)).toMatchObject({ message: '删除成功!' })
    expect(await call('GET', `/sys/sysDepart/searchBy?keyWord=${encodeURIComponent('面料')}`)).toMatchObject({
      success: false,
      message: '未查询匹配数据！',
    })
    expect((await call('POST', '/sys/sysDepart/add', { departName: 'x', parentId: 'nope' })).message).toBe(
      '父级部门不存在',
    )
  })

  it('refuses a second department of one name under one parent, on add and on edit (issue 31)', async () => {
    // 质检部 is a seeded child of 北京国炬软件; any case and surrounding spaces are the same name.
    for (const departName of ['质检部', ' 质检部 ']) {
      expect(
        await call('POST', '/sys/sysDepart/add', { departName, parentId: seedIds.departRoot }),
      ).toMatchObject({ success: false, code: 500, message: '同级部门名称已存在' })
    }
    // The same name under another parent is another department.
    expect(
      await call('POST', '/sys/sysDepart/add', { departName: '质检部', parentId: seedIds.departRnd }),
    ).toMatchObject({ success: true })
    await call('POST', '/sys/sysDepart/add', { departName: 'Design', parentId: seedIds.departRoot })
    expect(
      await call('POST', '/sys/sysDepart/add', { departName: 'design', parentId: seedIds.departRoot }),
    ).toMatchObject({ success: false, message: '同级部门名称已存在' })
    // Renaming 人事部 to its sibling's name is refused; keeping its own name is not.
    expect(
      await call('PUT', '/sys/sysDepart/edit', { id: seedIds.departHr, departName: '质检部' }),
    ).toMatchObject({ success: false, message: '同级部门名称已存在' })
    expect(
      await call('PUT', '/sys/sysDepart/edit', { id: seedIds.departHr, departName: '人事部', memo: 'x' }),
    ).toMatchObject({ success: true })
  })

  it('queryMyDeptTreeList: only superiors get a tree', async () => {
    expect(await call('GET', '/sys/sysDepart/queryMyDeptTreeList')).toMatchObject({
      message: '1',
      result: null,
    })
  })

  it('nextOrgCode and buildTree follow upstream', () => {
    expect(nextOrgCode('', [])).toBe('A01')
    expect(nextOrgCode('A01', ['A01', 'A01A05'])).toBe('A01A06')
    expect(nextOrgCode('', ['A99'])).toBe('B01')
    const row = (id: string, parentId: string) => ({
      id,
      parentId,
      departName: id,
      orgCode: id,
      departNameEn: null,
      departNameAbbr: null,
      departOrder: 0,
      description: null,
      orgCategory: '1',
      orgType: '1',
      mobile: null,
      fax: null,
      address: null,
      memo: null,
      status: '1',
      delFlag: '0',
      createBy: null,
      createTime: null,
      updateBy: null,
      updateTime: null,
    })
    const tree = buildTree([row('a', ''), row('b', 'a'), row('orphan', 'gone')])
    expect(tree.map((n) => n.id)).toEqual(['a', 'orphan'])
    expect(tree[0]?.children?.map((n) => n.id)).toEqual(['b'])
  })
})
