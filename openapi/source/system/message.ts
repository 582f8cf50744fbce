/**
 * Message center (upstream modules/message, SysMessageTemplateController): the CRUD of sent messages and of
 * message templates comes from src/resources.ts (`message`, `messageTemplate`); this is the test send of a
 * template.
 */
import type { CompactOperation, Json } from '../compact'
import { ref } from '../compact'

export const schemas: Record<string, Json> = {
  MessageSendBody: {
    type: 'object',
    description: 'A test send of a message template (upstream MsgParams)',
    required: ['templateCode', 'receiver'],
    properties: {
      templateCode: {
        type: 'string',
        minLength: 1,
        maxLength: 32,
        description: 'The template (templateCode)',
      },
      testData: {
        type: ['string', 'null'],
        maxLength: 1000,
        description:
          "A JSON object as text whose values fill the `${name}` placeholders; empty uses the template's templateTestJson",
      },
      receiver: {
        type: 'string',
        minLength: 1,
        maxLength: 50,
        description: 'Username, mobile or e-mail address',
      },
      msgType: {
        type: ['string', 'null'],
        enum: ['1', '2', '3', '4', null],
        description: 'Dictionary msgType (1 短信, 2 邮件, 3 微信, 4 系统); empty uses the template type',
      },
    },
  },
}

export const operations: CompactOperation[] = [
  {
    method: 'post',
    path: '/sys/message/sysMessageTemplate/sendMsg',
    operationId: 'messageTemplateSendMsg',
    tag: 'messages',
    summary: 'Send a message from a template with test data (recorded as a sys_sms row)',
    description:
      'Replaces each `${name}` of the template content with the value of `name` in the test data (placeholders ' +
      'without a value stay as they are) and records the message. The reference server delivers system messages ' +
      '(type 4) only: they are recorded 发送成功; SMS, e-mail and WeChat have no gateway here and are recorded ' +
      '发送失败 with the reason in esResult. `result` is the recorded message.',
    body: {
      schema: ref('MessageSendBody'),
      example: {
        templateCode: 'entry_notice',
        testData: '{"name":"张三","date":"12月1日"}',
        receiver: 'admin',
        msgType: '4',
      },
    },
    result: ref('SysMessage'),
    example: {
      message: '消息发送成功！',
      result: {
        id: '1580000000000000000000000000000c',
        esTitle: '入职提醒',
        esType: '4',
        esReceiver: 'admin',
        esParam: '{"name":"张三","date":"12月1日"}',
        esContent: '张三，您好！请于12月1日到人事部办理入职手续。',
        esSendTime: '2026-11-22 09:30:00',
        esSendStatus: '1',
        esSendNum: 1,
        esResult: null,
        remark: null,
        createBy: 'admin',
        createTime: '2026-11-22 09:30:00',
        updateBy: null,
        updateTime: null,
      },
    },
    refusals: ['模板不存在：…', '测试数据必须是JSON对象', '接收人不能为空'],
  },
]
