import type { Queryable } from '../../../db/database'
import { newId } from '../../../db/ids'

/** Tables of the dictionaries, emptied by the test reset before seeding again (children first). */
export const dictTables: string[] = ['sys_dict_item', 'sys_dict']

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
person_status | 员工状态 | probation=试用; regular=正式; resigned=离职
education | 学历 | primary=小学; junior=初中; senior=高中; technical=中专/技校; college=大专; bachelor=本科; master=硕士及以上
workshop | 车间 | cutting=裁剪车间; sewing=缝制车间; finishing=后整车间; packing=包装车间; warehouse=仓库
contract_type | 合同类型 | fixed=固定期限; open=无固定期限; temp=临时工; intern=实习
worker_entry_status | 入职状态 | submitted=已提交; reviewed=已审核; onboarded=已入职; rejected=已拒绝
clock_source | 打卡来源 | device=考勤机; app=手机; manual=补录
clock_direction | 打卡方向 | in=上班; out=下班
leave_type | 请假类型 | annual=年假; personal=事假; sick=病假; marriage=婚假; maternity=产假; compensatory=调休
leave_status | 请假状态 | draft=草稿; submitted=已提交; approved=已批准; rejected=已驳回
requisition_status | 招聘需求状态 | open=招聘中; paused=暂停; closed=已关闭
candidate_source | 候选人来源 | referral=内部推荐; website=招聘网站; campus=校园招聘; agency=猎头; walk_in=现场应聘; talent_pool=人才库
candidate_stage | 候选人阶段 | applied=已投递; screening=筛选; interview=面试; offer=录用通知; hired=已入职; rejected=未录用
interview_result | 面试结果 | pass=通过; fail=未通过; pending=待定
card_status | 饭卡状态 | active=正常; lost=挂失; frozen=冻结
canteen_tx_type | 交易类型 | recharge=充值; meal=消费; refund=退款
meal_type | 餐别 | breakfast=早餐; lunch=午餐; dinner=晚餐; night=夜宵
express_carrier | 快递公司 | sf=顺丰速运; zto=中通快递
shipment_status | 快递状态 | created=已下单; picked_up=已揽收; in_transit=运输中; delivered=已签收; exception=异常
repair_category | 报修类别 | electric=电气; plumbing=水暖; equipment=生产设备; building=房屋; network=网络; other=其他
repair_status | 报修状态 | submitted=已提交; assigned=已派工; in_progress=维修中; done=已完成; confirmed=已确认; cancelled=已取消
urgency | 紧急程度 | L=低; M=中; H=高
meter_status | 电表状态 | normal=正常; arrears=欠费; disabled=停用
pay_method | 支付方式 | wechat=微信; alipay=支付宝; cash=现金; card=银行卡
recharge_status | 充值状态 | pending=处理中; success=成功; failed=失败
risk_level | 风险等级 | L=低; M=中; H=高
defect_category | 缺陷类别 | appearance=外观; workmanship=做工; size=尺寸; fabric=面料; accessory=辅料; packing=包装; label=标签
defect_severity | 缺陷等级 | critical=致命; major=严重; minor=轻微
inspection_level | 检验水平 | S-1=S-1; S-2=S-2; S-3=S-3; S-4=S-4; I=I; II=II; III=III
register_status | 检验登记状态 | registered=已登记; inspecting=检验中; passed=合格; failed=不合格; cancelled=已取消
check_result | 检验结果 | pass=合格; fail=不合格
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

/** Dictionaries and their items, two statements whatever their number. */
async function insertDicts(db: Queryable, dicts: readonly SeedDict[]): Promise<void> {
  if (!dicts.length) return
  const ids = dicts.map(() => newId())
  await db.query(
    'INSERT INTO sys_dict (id, dict_name, dict_code) SELECT * FROM unnest($1::text[], $2::text[], $3::text[])',
    [ids, dicts.map((dict) => dict.name), dicts.map((dict) => dict.code)],
  )
  const items = dicts.flatMap((dict, d) =>
    dict.items.map((item, index) => ({ dictId: ids[d], ...item, sort: index + 1 })),
  )
  await db.query(
    `INSERT INTO sys_dict_item (id, dict_id, item_value, item_text, sort_order)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[])`,
    [
      items.map(() => newId()),
      items.map((item) => item.dictId),
      items.map((item) => item.value),
      items.map((item) => item.text),
      items.map((item) => item.sort),
    ],
  )
}

/** Every seed dictionary with its items. */
export async function seedDictionaries(db: Queryable): Promise<void> {
  await insertDicts(db, seedDicts)
}

/** Adds the seed dictionaries a database made by an older version lacks (by code); returns their codes. */
export async function syncSeedDicts(db: Queryable): Promise<string[]> {
  const existing = new Set(
    (await db.query<{ code: string }>('SELECT dict_code AS code FROM sys_dict')).map((row) => row.code),
  )
  const missing = seedDicts.filter((dict) => !existing.has(dict.code))
  await insertDicts(db, missing)
  return missing.map((dict) => dict.code)
}
