import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '../../../../lib/api'
import { settleCall } from '../../../../lib/resource/crud-client'
import { resourceKeys } from '../../../../lib/resource/use-list-controller'

/** 系统通告 beyond its CRUD: 发布 / 撤销, and the send records (发送记录) of one announcement. */

export type AnnouncementAction = 'release' | 'revoke'

/** Releases or revokes; resolves with the server's message, rejects with RefusedError when it says no. */
export async function runAnnouncementAction(kind: AnnouncementAction, id: string): Promise<string> {
  const init = { params: { query: { id } } }
  const call =
    kind === 'release'
      ? api.GET('/sys/annountCement/doReleaseData', init)
      : api.GET('/sys/annountCement/doReovkeData', init)
  return (await settleCall(call)).message
}

const SENDS = '/sys/sysAnnouncementSend'

export const announcementSendKeys = {
  all: resourceKeys.all(SENDS),
  page: (anntId: string, pageNo: number) => [...resourceKeys.all(SENDS), 'list', { anntId, pageNo }] as const,
}

export async function getAnnouncementSends(anntId: string, pageNo: number, pageSize: number) {
  const { result } = await settleCall(
    api.GET('/sys/sysAnnouncementSend/list', {
      params: { query: { anntId, pageNo, pageSize, column: 'createTime', order: 'desc' } },
    }),
  )
  return { records: result?.records ?? [], total: Number(result?.total ?? 0) }
}

export const announcementSendsQuery = (anntId: string, pageNo: number, pageSize: number) =>
  queryOptions({
    queryKey: announcementSendKeys.page(anntId, pageNo),
    queryFn: () => getAnnouncementSends(anntId, pageNo, pageSize),
    placeholderData: keepPreviousData,
  })
