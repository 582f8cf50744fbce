import { msg } from '@erp/ui-kit/i18n'
import type { Quote } from './api/quotes'
import type { Tracking } from './api/tracking'

/** The express pages' fixed texts and money format (no server calls). */

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

/** Yuan with two decimals. */
export const yuan = (value: unknown) =>
  value === null || value === undefined || value === '' ? '' : `¥${Number(value).toFixed(2)}`
