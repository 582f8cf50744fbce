/**
 * Dictionaries of a fresh database, with upstream's codes and values (spec/upstream/dicts.txt), one per line:
 * `code | name | value=text; value=text`. Login answers them as `sysAllDictItems`; list records use them for
 * `<field>_dictText`.
 */
const table = `
sex | 性别 | 1=男; 2=女
user_status | 用户状态 | 1=正常; 2=冻结
status | 状态 | 1=正常; 2=冻结
msg_category | 通告类型 | 1=通知公告; 2=系统消息
msg_type | 推送类别 | USER=指定用户; ALL=全体用户
priority | 优先级 | H=高; M=中; L=低
send_status | 发布状态 | 0=未发布; 1=已发布; 2=已撤销
position_rank | 职务职级 | 1=员级; 2=助级; 3=中级; 4=副高级; 5=正高级
org_category | 机构类型 | 1=公司; 2=部门; 3=岗位
depart_status | 部门状态 | 0=不启用; 1=启用
database_type | 数据库类型 | 1=MySQL5.5; 4=MYSQL5.7; 2=Oracle; 3=SQLServer
quartz_status | 定时任务状态 | 0=正常; -1=停止
tenant_status | 租户状态 | 1=正常; 0=冻结
activiti_sync | 同步工作流引擎 | 1=同步; 0=不同步
perms_type | 权限策略 | 1=显示; 2=禁用
global_perms_type | 全局权限策略 | 1=可见/可访问(授权后可见/可访问); 2=可编辑(未授权时禁用)
form_perms_type | 表单权限策略 | 1=可见(未授权不可见); 2=可编辑(未授权禁用)
menu_type | 菜单类型 | 0=一级菜单; 1=子菜单; 2=按钮权限
del_flag | 删除状态 | 0=正常; 1=已删除
dict_item_status | 字典状态 | 1=启用; 0=不启用
valid_status | 有效无效状态 | 0=无效; 1=有效
log_type | 日志类型 | 1=登录日志; 2=操作日志
operate_type | 操作类型 | 1=查询; 2=添加; 3=修改; 4=删除; 5=导入; 6=导出
yn | 1是0否 | 1=是; 0=否
urgent_level | 紧急程度 | 1=一般; 2=重要; 3=紧急
msgType | 发送消息类型 | 1=短信; 2=邮件; 3=微信; 4=系统
msgSendStatus | 消息发送状态 | 0=未发送; 1=发送成功; 2=发送失败
bpm_status | 流程状态 | 1=待提交; 2=处理中; 3=已完成; 4=已作废
`

export interface SeedDict {
  code: string
  name: string
  items: Array<{ value: string; text: string }>
}

export const seedDicts: SeedDict[] = table
  .trim()
  .split('\n')
  .map((line) => {
    const [code = '', name = '', items = ''] = line.split(' | ')
    return {
      code,
      name,
      items: items.split('; ').map((item) => {
        const at = item.indexOf('=')
        return { value: item.slice(0, at), text: item.slice(at + 1) }
      }),
    }
  })
