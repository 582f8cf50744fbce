/**
 * Where a shipment goes, seen from the factory's mail room (东莞, 广东省): the same province, a neighbouring
 * province, or far. The carriers' price tables and transit times are by these zones.
 */
export type Zone = 'same' | 'neighbour' | 'far'

export const ORIGIN = { province: '广东省', city: '东莞市' } as const

/** The 31 province-level divisions of the mainland the carriers deliver to. */
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

const NEIGHBOURS: readonly string[] = ['广西壮族自治区', '湖南省', '江西省', '福建省', '海南省']

/** The zone of a province, or null when the carriers do not deliver there. */
export function zoneOf(province: string): Zone | null {
  const name = province.trim()
  if (!(PROVINCES as readonly string[]).includes(name)) return null
  if (name === ORIGIN.province) return 'same'
  return NEIGHBOURS.includes(name) ? 'neighbour' : 'far'
}
