import { Button } from '@erp/ui-kit/button'
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@erp/ui-kit/dialog'
import { msg, t, useT } from '@erp/ui-kit/i18n'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@erp/ui-kit/tabs'
import { useId, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import type { RowOf } from '../../../lib/resource/crud-client'
import { contractColumns, contractQueryFields } from '../../../lib/resource/from-contract'
import type { ResourceColumn, ResourceDefinition } from '../../../lib/resource/resource-definition'
import { ResourceListPage } from '../../../lib/resource/resource-list-page'

type LogRow = RowOf<'/sys/log'>
export type LogTab = 'login' | 'operate'

export const LOG_MESSAGES = {
  login: msg('登录日志'),
  operate: msg('操作日志'),
  view: msg('查看'),
  params: msg('请求参数'),
  viewParams: (index: number) => t('查看第 {{n}} 行的请求参数', { n: index + 1 }),
}

const PARAM_PREVIEW = 40
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))

function logResource(tab: LogTab, showParams: (row: LogRow) => void): ResourceDefinition<'/sys/log'> {
  // Who: the person's name first, then the account (userid holds the account, as upstream's addLog writes it).
  const common = contractColumns<LogRow>(
    'log',
    ['logContent', 'username', 'userid', 'ip', 'costTime', 'createTime'],
    {
      logContent: { width: 260 },
      userid: { title: t('操作人账号') },
      username: { title: t('操作人名称') },
      costTime: { title: t('耗时(ms)'), align: 'right', width: 100 },
    },
  )
  const operate: ResourceColumn<LogRow>[] = [
    ...contractColumns<LogRow>('log', ['operateType', 'method', 'requestType'], {
      method: {
        title: t('请求方法'),
        width: 220,
        render: (row) => (
          <span className="block max-w-[220px] truncate" title={text(row.method)}>
            {text(row.method)}
          </span>
        ),
      },
    }),
    {
      key: 'requestParam',
      title: t(LOG_MESSAGES.params),
      width: 240,
      render: (row, index) => {
        const full = text(row.requestParam)
        if (!full) return ''
        return (
          <span className="flex items-center gap-1">
            <span className="max-w-[180px] truncate">
              {full.length > PARAM_PREVIEW ? `${full.slice(0, PARAM_PREVIEW)}…` : full}
            </span>
            <Button
              size="sm"
              variant="link"
              aria-label={LOG_MESSAGES.viewParams(index)}
              onClick={() => showParams(row)}
            >
              {t(LOG_MESSAGES.view)}
            </Button>
          </span>
        )
      },
    },
  ]
  // A sign-in has no duration: the login tab leaves 耗时 out.
  const columns =
    tab === 'login'
      ? common.filter((column) => column.key !== 'costTime')
      : [...common.slice(0, 4), ...operate, ...common.slice(4)]
  return {
    base: '/sys/log',
    title: tab === 'login' ? t(LOG_MESSAGES.login) : t(LOG_MESSAGES.operate),
    columns,
    queryFields: [
      ...contractQueryFields('log', ['logContent']),
      ...(tab === 'operate' ? contractQueryFields('log', ['operateType']) : []),
      { name: 'createTime', label: t('创建时间'), kind: 'date-range' },
    ],
    fixedQuery: { logType: tab === 'login' ? '1' : '2' },
    defaultSort: { column: 'createTime', order: 'desc' },
    readOnly: true,
    excel: { exportPath: '/sys/log/exportXls' },
  }
}

/** 日志管理 (upstream system/LogList): login and operation logs, read-only, deletable. */
export default function LogPage() {
  const t = useT()
  const [tab, setTab] = useState<LogTab>('login')
  const [, setParams] = useSearchParams()
  const [params, setShown] = useState<LogRow | null>(null)
  const titleId = useId()
  const definitions = useMemo(
    () => ({ login: logResource('login', setShown), operate: logResource('operate', setShown) }),
    [],
  )
  return (
    <>
      <Tabs
        value={tab}
        onValueChange={(value) => {
          // The list state lives in the URL: a new tab starts from a clean query.
          setParams(new URLSearchParams())
          setTab(value === 'operate' ? 'operate' : 'login')
        }}
      >
        <TabsList aria-label={t('日志类型')} className="bg-surface px-4">
          <TabsTrigger value="login">{t(LOG_MESSAGES.login)}</TabsTrigger>
          <TabsTrigger value="operate">{t(LOG_MESSAGES.operate)}</TabsTrigger>
        </TabsList>
        <TabsContent value="login">
          {tab === 'login' ? <ResourceListPage definition={definitions.login} /> : null}
        </TabsContent>
        <TabsContent value="operate">
          {tab === 'operate' ? <ResourceListPage definition={definitions.operate} /> : null}
        </TabsContent>
      </Tabs>
      <Dialog open={params !== null} onOpenChange={(open) => (open ? null : setShown(null))}>
        <DialogContent width={800} aria-labelledby={titleId} aria-describedby={undefined}>
          <DialogHeader>
            <DialogTitle id={titleId}>{t(LOG_MESSAGES.params)}</DialogTitle>
          </DialogHeader>
          {params ? (
            <dl className="mt-4 space-y-3 text-sm">
              <div>
                <dt className="text-muted-foreground">{t('请求路径')}</dt>
                <dd className="break-all">
                  {`${text(params.requestType)} ${text(params.requestUrl)}`.trim()}
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{t('请求方法')}</dt>
                <dd className="break-all">{text(params.method)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{t(LOG_MESSAGES.params)}</dt>
                <dd>
                  <pre className="max-h-[50vh] overflow-auto rounded bg-muted p-3 text-xs break-all whitespace-pre-wrap">
                    {text(params.requestParam)}
                  </pre>
                </dd>
              </div>
            </dl>
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  )
}
