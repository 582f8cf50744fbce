import { Button } from '@erp/ui-kit/button'
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@erp/ui-kit/dialog'
import { FormField } from '@erp/ui-kit/form-field'
import { msg, t, useT } from '@erp/ui-kit/i18n'
import { Input } from '@erp/ui-kit/input'
import { Select } from '@erp/ui-kit/select'
import { toast } from '@erp/ui-kit/toast'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { messageOf } from '../../../lib/api-errors'
import { RefusedError, type RowOf } from '../../../lib/resource/crud-client'
import { FailureAlert } from '../../../lib/resource/form-dialog'
import { FieldLabel } from '../../../lib/resource/resource-form-field'
import { useDictOptions } from '../../../lib/resource/use-dict-options'
import { sendTemplateMessage, sentMessageKeys, type SendTemplateBody } from './api/send-template-message'

export type TemplateRow = RowOf<'/sys/message/sysMessageTemplate'>

export const SEND_TEST_MESSAGES = {
  title: (name: string) => t('发送测试：{{name}}', { name }),
  content: msg('模板内容'),
  testData: msg('测试数据(JSON)'),
  testDataHint: msg('模板中的 ${name} 会被替换为测试数据中同名的值'),
  receiver: msg('接收人'),
  receiverHint: msg('账号、手机号或邮箱'),
  msgType: msg('消息类型'),
  preview: msg('预览'),
  send: msg('发送'),
  cancel: msg('取消'),
  receiverRequired: msg('请输入接收人!'),
  jsonInvalid: msg('测试数据必须是JSON对象，例如 {"name":"张三"}'),
}

/** Test data as an object; null when it is not a JSON object (empty text is no data). */
export function parseTestData(text: string): Record<string, unknown> | null {
  if (text.trim() === '') return {}
  try {
    const parsed: unknown = JSON.parse(text)
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

/** The server's rendering, for the preview: `${name}` replaced, placeholders without a value kept. */
export function renderTemplate(content: string, data: Record<string, unknown>): string {
  return content.replace(/\$\{\s*([\w.-]+)\s*\}/g, (whole, name: string) => {
    const value = Object.hasOwn(data, name) ? data[name] : undefined
    if (value === undefined || value === null) return whole
    return typeof value === 'object' ? JSON.stringify(value) : String(value)
  })
}

/** 发送测试: the template rendered with test data and sent to a receiver (recorded in 消息). */
export function MessageTemplateSendDialog({
  template,
  onOpenChange,
}: {
  template: TemplateRow
  onOpenChange: (open: boolean) => void
}) {
  const t = useT()
  const titleId = useId()
  const queryClient = useQueryClient()
  const types = useDictOptions('msgType')
  const [testData, setTestData] = useState(template.templateTestJson ?? '')
  const [receiver, setReceiver] = useState('')
  const [msgType, setMsgType] = useState(template.templateType ?? '4')
  const [errors, setErrors] = useState<{ testData?: string; receiver?: string }>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const data = parseTestData(testData)
  const preview = renderTemplate(template.templateContent ?? '', data ?? {})
  const m = SEND_TEST_MESSAGES

  const send = async (event: FormEvent) => {
    event.preventDefault()
    const found = {
      ...(data ? {} : { testData: t(m.jsonInvalid) }),
      ...(receiver.trim() ? {} : { receiver: t(m.receiverRequired) }),
    }
    setErrors(found)
    setFailure(null)
    if (Object.keys(found).length) return
    setSending(true)
    try {
      const answer = await sendTemplateMessage({
        templateCode: template.templateCode ?? '',
        testData: testData.trim() ? testData : null,
        receiver: receiver.trim(),
        msgType: (msgType || null) as SendTemplateBody['msgType'],
      })
      if (!answer.ok) throw new RefusedError(answer.message || t('发送失败'))
      toast.success(answer.message)
      await queryClient.invalidateQueries({ queryKey: sentMessageKeys.all })
      onOpenChange(false)
    } catch (error) {
      setFailure(messageOf(error))
    } finally {
      setSending(false)
    }
  }

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        width={640}
        dirty={receiver !== '' || testData !== (template.templateTestJson ?? '')}
        aria-labelledby={titleId}
        aria-describedby={undefined}
      >
        <DialogHeader>
          <DialogTitle id={titleId}>{m.title(template.templateName ?? '')}</DialogTitle>
        </DialogHeader>
        <form id={`${titleId}-form`} noValidate onSubmit={(event) => void send(event)} className="space-y-4">
          <div>
            <p className="text-sm font-medium text-foreground">{t(m.content)}</p>
            <p className="mt-1 rounded bg-muted px-3 py-2 text-sm break-all whitespace-pre-wrap">
              {template.templateContent ?? ''}
            </p>
          </div>
          <FormField label={t(m.testData)} hint={t(m.testDataHint)} error={errors.testData ?? null}>
            <textarea
              rows={4}
              value={testData}
              onChange={(event) => setTestData(event.target.value)}
              className="w-full rounded border border-border bg-surface px-2 py-1 font-mono text-sm text-foreground focus-visible:outline-2 focus-visible:outline-primary aria-[invalid=true]:border-danger"
            />
          </FormField>
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            <FormField
              label={<FieldLabel text={t(m.receiver)} />}
              hint={t(m.receiverHint)}
              error={errors.receiver ?? null}
            >
              <Input
                value={receiver}
                autoComplete="off"
                onChange={(event) => setReceiver(event.target.value)}
              />
            </FormField>
            <FormField label={t(m.msgType)}>
              <Select
                value={msgType}
                onValueChange={setMsgType}
                options={[
                  ...types.map((option) => ({ value: option.value, label: option.label })),
                  // A type the dictionary does not know is still shown as it is.
                  ...(types.some((option) => option.value === msgType) || !msgType
                    ? []
                    : [{ value: msgType, label: msgType }]),
                ]}
              />
            </FormField>
          </div>
          <div>
            <p className="text-sm font-medium text-foreground">{t(m.preview)}</p>
            <output
              aria-label={t(m.preview)}
              className="mt-1 block rounded border border-border px-3 py-2 text-sm break-all whitespace-pre-wrap"
            >
              {preview}
            </output>
          </div>
        </form>
        <FailureAlert failure={failure} className="mt-4" />
        <DialogFooter className="mt-6">
          <Button onClick={() => onOpenChange(false)}>{t(m.cancel)}</Button>
          <Button type="submit" form={`${titleId}-form`} variant="primary" loading={sending}>
            {t(m.send)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
