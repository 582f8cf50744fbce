import type { components } from '@erp/openapi/schema'
import { api } from '../../../lib/api'
import { RefusedError } from '../../../lib/resource/crud-client'
import { msg, t } from '@erp/ui-kit/i18n'

/** The express pages' calls beyond the generic CRUD: the carrier's fee quote and the tracking. */

export type Quote = components['schemas']['ExpQuote']
export type Tracking = components['schemas']['ExpTracking']
export type Carrier = Quote['carrier']

/** The 31 province-level divisions of the mainland the carriers deliver to (the server knows the same). */
export const PROVINCES = [
  msg('北京市'),
  msg('天津市'),
  msg('河北省'),
  msg('山西省'),
  msg('内蒙古自治区'),
  msg('辽宁省'),
  msg('吉林省'),
  msg('黑龙江省'),
  msg('上海市'),
  msg('江苏省'),
  msg('浙江省'),
  msg('安徽省'),
  msg('福建省'),
  msg('江西省'),
  msg('山东省'),
  msg('河南省'),
  msg('湖北省'),
  msg('湖南省'),
  msg('广东省'),
  msg('广西壮族自治区'),
  msg('海南省'),
  msg('重庆市'),
  msg('四川省'),
  msg('贵州省'),
  msg('云南省'),
  msg('西藏自治区'),
  msg('陕西省'),
  msg('甘肃省'),
  msg('青海省'),
  msg('宁夏回族自治区'),
  msg('新疆维吾尔自治区'),
] as const

export const ZONE_TEXT: Record<Quote['zone'], string> = {
  same: msg('同省'),
  neighbour: msg('邻省'),
  far: msg('跨区'),
}

export const STATUS_TEXT: Record<Tracking['status'], string> = {
  created: msg('已下单'),
  picked_up: msg('已揽收'),
  in_transit: msg('运输中'),
  delivered: msg('已签收'),
  exception: msg('异常'),
}

export const expKeys = {
  quote: (carrier: string, weightKg: number, province: string) =>
    ['exp', 'quote', carrier, weightKg, province] as const,
  tracking: (id: string) => ['resource', '/exp/shipment', 'tracking', id] as const,
}

const unwrap = <T>(data: { success: boolean; message: string; result?: T | null } | undefined): T => {
  if (!data) throw new Error(t('服务器的回答不可识别'))
  if (!data.success) throw new RefusedError(data.message || t('操作失败'))
  return data.result as T
}

export async function quote(carrier: Carrier, weightKg: number, province: string): Promise<Quote> {
  const { data } = await api.POST('/exp/shipment/quote', { body: { carrier, weightKg, province } })
  return unwrap(data)
}

export async function tracking(id: string): Promise<Tracking> {
  const { data } = await api.GET('/exp/shipment/tracking', { params: { query: { id } } })
  return unwrap(data)
}

/** Yuan with two decimals. */
export const yuan = (value: unknown) =>
  value === null || value === undefined || value === '' ? '' : `¥${Number(value).toFixed(2)}`
