import { api } from '../../../../lib/api'
import { verdictOf } from '../../../../lib/resource/crud-client'
import { resourceKeys } from '../../../../lib/resource/use-list-controller'

/**
 * 数据日志 beyond its list: the stored versions of one record, and two versions by id for comparing. Upstream
 * answers "no versions" with `success: false`, so both read the answer as a verdict.
 */

const BASE = '/sys/dataLog'

export const dataLogKeys = {
  all: resourceKeys.all(BASE),
  versions: (dataTable: string, dataId: string) =>
    [...resourceKeys.all(BASE), 'versions', dataTable, dataId] as const,
}

export const getDataVersions = (dataTable: string, dataId: string) =>
  verdictOf(api.GET('/sys/dataLog/queryDataVerList', { params: { query: { dataTable, dataId } } }))

export const getComparedVersions = (dataId1: string, dataId2: string) =>
  verdictOf(api.GET('/sys/dataLog/queryCompareList', { params: { query: { dataId1, dataId2 } } }))
