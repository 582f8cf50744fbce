import type { components } from '@erp/openapi/schema'
import { api } from '../../lib/api'
import { RefusedError } from '../../lib/resource/crud-client'

/** The express pages' calls beyond the generic CRUD: the carrier's fee quote and the tracking. */

export type Quote = components['schemas']['ExpQuote']
export type Tracking = components['schemas']['ExpTracking']
export type Carrier = Quote['carrier']

/** The 31 province-level divisions of the mainland the carriers deliver to (the server knows the same). */
export const PROVINCES = [
  '北京市',
  '天津市',
  '河北省',
  '山西省',
  '内蒙古自治区',
  '辽宁省',
  '吉林省',
  '黑龙江省',
  '上海市',
  '江苏省',
  '浙江省',
  '安徽省',
  '福建省',
  '江西省',
  '山东省',
  '河南省',
  '湖北省',
  '湖南省',
  '广东省',
  '广西壮族自治区',
  '海南省',
  '重庆市',
  '四川省',
  '贵州省',
  '云南省',
  '西藏自治区',
  '陕西省',
  '甘肃省',
  '青海省',
  '宁夏回族自治区',
  '新疆维吾尔自治区',
] as const

export const ZONE_TEXT: Record<Quote['zone'], string> = { same: '同省', neighbour: '邻省', far: '跨区' }

export const STATUS_TEXT: Record<Tracking['status'], string> = {
  created: '已下单',
  picked_up: '已揽收',
  in_transit: '运输中',
  delivered: '已签收',
  exception: '异常',
}

export const expKeys = {
  quote: (carrier: string, weightKg: number, province: string) =>
    ['exp', 'quote', carrier, weightKg, province] as const,
  tracking: (id: string) => ['resource', '/exp/shipment', 'tracking', id] as const,
}

const unwrap = <T>(data: { success: boolean; message: string; result?: T | null } | undefined): T => {
  if (!data) throw new Error('服务器的回答不可识别')
  if (!data.success) throw new RefusedError(data.message || '操作失败')
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
