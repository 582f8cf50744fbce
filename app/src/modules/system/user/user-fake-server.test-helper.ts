import { fakeCrudServer, type FakeRow } from '../../../lib/resource/fake-crud-server.test-helper'

/**
 * A fake back end for 用户管理 and 角色管理, answered through a stubbed global fetch so the real client
 * runs: the CRUD of /sys/user and /sys/role (fakeCrudServer) plus the admin extras these pages call.
 * Every request is recorded with its parsed body.
 */
export interface AdminRequest {
  method: string
  path: string
  query: URLSearchParams
  body: Record<string, unknown> | null
}

// i18n-ignore: fake server data (the server answers in Chinese)
const envelope = (result: unknown, success = true, message = '操作成功！') =>
  new Response(JSON.stringify({ success, message, code: success ? 200 : 500, result, timestamp: 1 }), {
    headers: { 'Content-Type': 'application/json' },
  })

export const sampleUsers: FakeRow[] = [
  {
    id: 'u1',
    username: 'admin',
    workNo: '00001',
    // i18n-ignore: fake server data (the server answers in Chinese)
    realname: '管理员',
    avatar: null,
    sex: 1,
    // i18n-ignore: fake server data (the server answers in Chinese)
    sex_dictText: '男',
    birthday: '2018-12-05',
    phone: '18611111111',
    // i18n-ignore: fake server data (the server answers in Chinese)
    orgCodeTxt: '北京国炬软件',
    status: 1,
    // i18n-ignore: fake server data (the server answers in Chinese)
    status_dictText: '正常',
    createTime: '2026-11-20 08:00:00',
  },
  {
    id: 'u2',
    username: 'jeecg',
    workNo: '00002',
    realname: 'jeecg',
    avatar: 'user/jeecg.png',
    sex: 2,
    // i18n-ignore: fake server data (the server answers in Chinese)
    sex_dictText: '女',
    birthday: null,
    phone: null,
    // i18n-ignore: fake server data (the server answers in Chinese)
    orgCodeTxt: '研发部',
    status: 1,
    // i18n-ignore: fake server data (the server answers in Chinese)
    status_dictText: '正常',
    createTime: '2026-11-19 08:00:00',
  },
  {
    id: 'u3',
    username: 'frozen',
    workNo: '00003',
    // i18n-ignore: fake server data (the server answers in Chinese)
    realname: '冻结的人',
    avatar: null,
    sex: 1,
    // i18n-ignore: fake server data (the server answers in Chinese)
    sex_dictText: '男',
    birthday: null,
    phone: null,
    orgCodeTxt: null,
    status: 2,
    // i18n-ignore: fake server data (the server answers in Chinese)
    status_dictText: '冻结',
    createTime: '2026-11-18 08:00:00',
  },
]

export const sampleRoles: FakeRow[] = [
  // i18n-ignore: fake server data (the server answers in Chinese)
  { id: 'r1', roleName: '管理员', roleCode: 'admin', description: null, createTime: '2026-11-01 08:00:00' },
  // i18n-ignore: fake server data (the server answers in Chinese)
  { id: 'r2', roleName: '质检员', roleCode: 'qc', description: '检验', createTime: '2026-11-02 08:00:00' },
]

/** 系统管理 ▸ 用户管理 ▸ (添加, 编辑); 系统管理 ▸ 角色管理; 首页. 用户管理 has data rules. */
export const grantTree = [
  {
    key: 'sys',
    value: 'sys',
    // i18n-ignore: fake server data (the server answers in Chinese)
    title: '系统管理',
    isLeaf: false,
    children: [
      {
        key: 'user',
        value: 'user',
        // i18n-ignore: fake server data (the server answers in Chinese)
        title: '用户管理',
        isLeaf: false,
        ruleFlag: 1,
        children: [
          // i18n-ignore: fake server data (the server answers in Chinese)
          { key: 'user-add', value: 'user-add', title: '添加', isLeaf: true },
          // i18n-ignore: fake server data (the server answers in Chinese)
          { key: 'user-edit', value: 'user-edit', title: '编辑', isLeaf: true },
        ],
      },
      // i18n-ignore: fake server data (the server answers in Chinese)
      { key: 'role', value: 'role', title: '角色管理', isLeaf: true },
    ],
  },
  // i18n-ignore: fake server data (the server answers in Chinese)
  { key: 'home', value: 'home', title: '首页', isLeaf: true },
]

export function fakeAdminServer(options: { granted?: string[] } = {}) {
  const users = fakeCrudServer('/sys/user', sampleUsers, ['username'])
  const roles = fakeCrudServer('/sys/role', sampleRoles, ['roleCode'])
  const requests: AdminRequest[] = []
  let deleted: FakeRow[] = [
    // i18n-ignore: fake server data (the server answers in Chinese)
    { id: 'd1', username: 'gone', realname: '已删除', status: 1, orgCodeTxt: '研发部' },
  ]
  const roleUsers = new Map<string, string[]>([['r1', ['u1']]])
  let granted = options.granted ?? ['home']
  const dataRules = { checked: 'rule1' }

  const fetch = async (input: Request) => {
    const url = new URL(input.url)
    const path = url.pathname.replace(/^\/jeecg-boot/, '')
    const text = input.method === 'GET' || input.method === 'DELETE' ? '' : await input.clone().text()
    const body = (text ? JSON.parse(text) : null) as Record<string, unknown> | null
    const query = url.searchParams
    requests.push({ method: input.method, path, query, body })

    switch (path) {
      case '/sys/dict/getDictItems/sex':
        return envelope([
          // i18n-ignore: fake server data (the server answers in Chinese)
          { value: '1', text: '男' },
          // i18n-ignore: fake server data (the server answers in Chinese)
          { value: '2', text: '女' },
        ])
      case '/sys/dict/getDictItems/user_status':
        return envelope([
          // i18n-ignore: fake server data (the server answers in Chinese)
          { value: '1', text: '正常' },
          // i18n-ignore: fake server data (the server answers in Chinese)
          { value: '2', text: '冻结' },
        ])
      case '/sys/role/queryall':
        return envelope(roles.rows())
      case '/sys/sysDepart/queryTreeList':
        return envelope([
          {
            key: 'd-a',
            value: 'd-a',
            // i18n-ignore: fake server data (the server answers in Chinese)
            title: '北京国炬软件',
            id: 'd-a',
            // i18n-ignore: fake server data (the server answers in Chinese)
            departName: '北京国炬软件',
            orgCode: 'A01',
            children: [
              {
                key: 'd-b',
                value: 'd-b',
                // i18n-ignore: fake server data (the server answers in Chinese)
                title: '研发部',
                id: 'd-b',
                // i18n-ignore: fake server data (the server answers in Chinese)
                departName: '研发部',
                orgCode: 'A01A01',
                children: null,
              },
            ],
          },
        ])
      case '/sys/user/queryUserRole': {
        // Upstream refuses for a user without a role (success false), by design.
        const ids = [...roleUsers.entries()]
          .filter(([, users]) => users.includes(query.get('userid') ?? ''))
          .map(([id]) => id)
        // i18n-ignore: fake server data (the server answers in Chinese)
        return ids.length ? envelope(ids) : envelope(null, false, '未找到用户相关角色信息')
      }
      case '/sys/user/userDepartList':
        // Upstream refuses for a user without a department (success false, '查找失败'), by design.
        return query.get('userId') === 'u1'
          ? // i18n-ignore: fake server data (the server answers in Chinese)
            envelope([{ key: 'd-b', value: 'd-b', title: '研发部', children: [] }])
          : // i18n-ignore: fake server data (the server answers in Chinese)
            envelope(null, false, '查找失败')
      case '/sys/user/frozenBatch':
        // i18n-ignore: fake server data (the server answers in Chinese)
        return envelope(null, true, '操作成功!')
      case '/sys/user/changePassword':
        // i18n-ignore: fake server data (the server answers in Chinese)
        return envelope(null, true, '密码修改成功!')
      case '/sys/user/recycleBin':
        return envelope(deleted)
      case '/sys/user/putRecycleBin': {
        const ids = String(body?.userIds ?? '').split(',')
        deleted = deleted.filter((row) => !ids.includes(String(row.id)))
        // i18n-ignore: fake server data (the server answers in Chinese)
        return envelope(null, true, '还原成功')
      }
      case '/sys/user/deleteRecycleBin': {
        const ids = (query.get('userIds') ?? '').split(',')
        deleted = deleted.filter((row) => !ids.includes(String(row.id)))
        // i18n-ignore: fake server data (the server answers in Chinese)
        return envelope(null, true, '删除成功')
      }
      case '/sys/user/userRoleList': {
        const ids = roleUsers.get(query.get('roleId') ?? '') ?? []
        const found = users.rows().filter((row) => ids.includes(String(row.id)))
        return envelope({ records: found, total: found.length, size: 10, current: 1, pages: 1 })
      }
      case '/sys/user/addSysUserRole': {
        const roleId = String(body?.roleId)
        const list = (body?.userIdList as string[] | undefined) ?? []
        roleUsers.set(roleId, [...new Set([...(roleUsers.get(roleId) ?? []), ...list])])
        // i18n-ignore: fake server data (the server answers in Chinese)
        return envelope(null, true, '添加成功!')
      }
      case '/sys/user/deleteUserRole':
      case '/sys/user/deleteUserRoleBatch': {
        const roleId = query.get('roleId') ?? ''
        const ids = (query.get('userIds') ?? query.get('userId') ?? '').split(',')
        roleUsers.set(
          roleId,
          (roleUsers.get(roleId) ?? []).filter((id) => !ids.includes(id)),
        )
        // i18n-ignore: fake server data (the server answers in Chinese)
        return envelope(null, true, '删除成功!')
      }
      case '/sys/role/queryTreeList':
        return envelope({
          treeList: grantTree,
          ids: ['sys', 'user', 'user-add', 'user-edit', 'role', 'home'],
        })
      case '/sys/permission/queryRolePermission':
        return envelope(granted)
      case '/sys/permission/saveRolePermission':
        granted = String(body?.permissionIds ?? '')
          .split(',')
          .filter(Boolean)
        // i18n-ignore: fake server data (the server answers in Chinese)
        return envelope(null, true, '保存成功！')
      case '/sys/role/datarule':
        dataRules.checked = String(body?.dataRuleIds ?? '')
        // i18n-ignore: fake server data (the server answers in Chinese)
        return envelope(null, true, '保存成功!')
      default:
        break
    }
    if (path.startsWith('/sys/role/datarule/')) {
      return envelope({
        datarule: [
          {
            id: 'rule1',
            permissionId: 'user',
            // i18n-ignore: fake server data (the server answers in Chinese)
            ruleName: '只看本部门',
            ruleColumn: 'sysOrgCode',
            ruleConditions: 'RIGHT_LIKE',
          },
          {
            id: 'rule2',
            permissionId: 'user',
            // i18n-ignore: fake server data (the server answers in Chinese)
            ruleName: '只看男性',
            ruleColumn: 'sex',
            ruleConditions: '=',
            ruleValue: '1',
          },
        ],
        drChecked: dataRules.checked,
      })
    }
    if (path === '/sys/duplicate/check') {
      return query.get('tableName') === 'sys_role' ? roles.fetch(input) : users.fetch(input)
    }
    if (path.startsWith('/sys/role/')) return roles.fetch(input)
    return users.fetch(input)
  }
  return {
    fetch,
    requests,
    users: users.rows,
    roles: roles.rows,
    deleted: () => deleted,
    roleUsers,
    granted: () => granted,
    dataRules,
    last: (path: string) => requests.filter((request) => request.path === path).at(-1),
  }
}
