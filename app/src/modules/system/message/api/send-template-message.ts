import type { components } from '@erp/openapi/schema'
import { api } from '../../../../lib/api'
import { verdictOf } from '../../../../lib/resource/crud-client'
import { resourceKeys } from '../../../../lib/resource/use-list-controller'

/** 发送测试: sends a message from a template; the sent message lands in 消息 (/sys/message/sysMessage). */

export type SendTemplateBody = components['schemas']['MessageSendBody']

/** Every query of the message list: a send invalidates it. */
export const sentMessageKeys = { all: resourceKeys.all('/sys/message/sysMessage') }

export const sendTemplateMessage = (body: SendTemplateBody) =>
  verdictOf(api.POST('/sys/message/sysMessageTemplate/sendMsg', { body }))
