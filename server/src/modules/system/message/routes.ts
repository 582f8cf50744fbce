import { allFields, resources, type ResourceDef } from '@erp/openapi/resources'
import type { ServerContext } from '../../../context'
import { newId } from '../../../db/ids'
import { fail, ok } from '../../../http/envelope'
import type { Handlers } from '../../../openapi/operations'
import { selectExpression } from '../../../db/sql'

/**
 * Message center (upstream SysMessageTemplateController.sendMessage): a template rendered with test data and
 * recorded as a sent message. The CRUD of both tables is the generic one of ../crud/routes.ts.
 */

/** The reference server has no SMS, e-mail or WeChat gateway: only system messages (type 4) are delivered. */
export const SYSTEM_MESSAGE = '4'
export const NO_GATEWAY = '未配置该类型的发送通道（参考服务器只发送系统消息）'

const messageResource = (resources as readonly ResourceDef[]).find((resource) => resource.key === 'message')
if (!messageResource) throw new Error('resource message missing')
const messageColumns = [
  '"id"',
  ...Object.entries(allFields(messageResource)).map(([name, field]) => selectExpression(name, field)),
].join(', ')

/** `${name}` placeholders replaced by the data's values; placeholders without a value stay as they are. */
export function renderTemplate(content: string, data: Record<string, unknown>): string {
  return content.replace(/\$\{\s*([\w.-]+)\s*\}/g, (whole, name: string) => {
    const value = Object.hasOwn(data, name) ? data[name] : undefined
    if (value === undefined || value === null) return whole
    return typeof value === 'object' ? JSON.stringify(value) : String(value)
  })
}

/** Test data as an object, or null when it is not a JSON object. Empty text is no data. */
export function parseTestData(text: string | null | undefined): Record<string, unknown> | null {
  if (!text || text.trim() === '') return {}
  try {
    const parsed: unknown = JSON.parse(text)
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

interface TemplateRow {
  template_name: string | null
  template_content: string | null
  template_test_json: string | null
  template_type: string | null
}

export const messageHandlers = {
  async messageTemplateSendMsg({ body }, { db, user }) {
    const code = body.templateCode.trim()
    const receiver = body.receiver.trim()
    if (!code) return fail('模板CODE不能为空')
    if (!receiver) return fail('接收人不能为空')
    const [template] = await db.query<TemplateRow>(
      `SELECT template_name, template_content, template_test_json, template_type
       FROM sys_sms_template WHERE template_code = $1 ORDER BY create_time LIMIT 1`,
      [code],
    )
    if (!template) return fail(`模板不存在：${code}`)
    const testText = body.testData?.trim() ? body.testData : template.template_test_json
    const data = parseTestData(testText)
    if (!data) return fail('测试数据必须是JSON对象，例如 {"name":"张三"}')
    const type = body.msgType ?? template.template_type ?? SYSTEM_MESSAGE
    const delivered = type === SYSTEM_MESSAGE
    const id = newId()
    await db.query(
      `INSERT INTO sys_sms (id, es_title, es_type, es_receiver, es_param, es_content, es_send_time,
         es_send_status, es_send_num, es_result, create_by)
       VALUES ($1, $2, $3, $4, $5, $6, now(), $7, 1, $8, $9)`,
      [
        id,
        template.template_name,
        type,
        receiver,
        testText?.trim() ? testText : null,
        renderTemplate(template.template_content ?? '', data),
        delivered ? '1' : '2',
        delivered ? null : NO_GATEWAY,
        user?.username ?? null,
      ],
    )
    const [recorded] = await db.query<{ id: string } & Record<string, unknown>>(
      `SELECT ${messageColumns} FROM sys_sms WHERE id = $1`,
      [id],
    )
    return ok(recorded ?? null, delivered ? '消息发送成功！' : `消息已记录，${NO_GATEWAY}`)
  },
} satisfies Pick<Handlers<ServerContext>, 'messageTemplateSendMsg'>
