import { describe, expect, it } from 'vitest'
import { additionalKilograms, impliedStatus, journey, tableCarrier, type CarrierShipment } from './carrier'
import { carrierOf } from './index'
import { sfCarrier } from './sf'
import { zoneOf } from './zones'
import { ztoCarrier } from './zto'

const shipment = (province: string, createTime = '2026-11-20 09:00:00'): CarrierShipment => ({
  waybillNo: 'SF1234567890123',
  recipientProvince: province,
  recipientCity: province === '广东省' ? '深圳市' : '长沙市',
  recipientDistrict: '南山区',
  createTime,
})

describe('zones seen from 东莞', () => {
  it('tells the same province, a neighbour and far', () => {
    expect(zoneOf('广东省')).toBe('same')
    expect(zoneOf('湖南省')).toBe('neighbour')
    expect(zoneOf('福建省')).toBe('neighbour')
    expect(zoneOf('北京市')).toBe('far')
    expect(zoneOf('火星')).toBeNull()
  })

  it('counts each additional started kilogram, read to the gram', () => {
    expect(additionalKilograms(0.3)).toBe(0)
    expect(additionalKilograms(1)).toBe(0)
    expect(additionalKilograms(1.0000001)).toBe(0)
    expect(additionalKilograms(1.001)).toBe(1)
    expect(additionalKilograms(2.5)).toBe(2)
    expect(additionalKilograms(100)).toBe(99)
  })
})

describe('SF adapter', () => {
  it('quotes known fees in cents by zone', () => {
    expect(sfCarrier.quote(0.5, '广东省')).toBe(1200)
    expect(sfCarrier.quote(1, '广东省')).toBe(1200)
    expect(sfCarrier.quote(1.001, '广东省')).toBe(1400)
    expect(sfCarrier.quote(2.5, '广东省')).toBe(1600)
    expect(sfCarrier.quote(3, '湖南省')).toBe(2800)
    expect(sfCarrier.quote(10, '北京市')).toBe(14000)
    expect(sfCarrier.quote(100, '新疆维吾尔自治区')).toBe(131000)
    expect(sfCarrier.quote(1, '台北')).toBeNull()
  })

  it('creates waybills of its format: SF and 13 digits', () => {
    for (let i = 0; i < 20; i++) expect(sfCarrier.createWaybill({ createTime: '' })).toMatch(/^SF\d{13}$/)
    expect(sfCarrier.waybillPattern.test('SF1234567890123')).toBe(true)
    expect(sfCarrier.waybillPattern.test('SF123456789012')).toBe(false)
    expect(sfCarrier.waybillPattern.test('712345678901')).toBe(false)
  })

  it('simulates tracking from the creation time, deterministically', () => {
    const parcel = shipment('广东省')
    expect(sfCarrier.queryTracking(parcel, '2026-11-20 08:59:59')).toEqual([])
    expect(impliedStatus(sfCarrier.queryTracking(parcel, '2026-11-20 09:59:59'))).toBe('created')
    const early = sfCarrier.queryTracking(parcel, '2026-11-20 10:00:00')
    expect(early.slice(1)).toEqual([
      {
        time: '2026-11-20 10:00:00',
        location: '东莞长安营业点',
        description: '顺丰速运 已收取快件',
        status: 'picked_up',
      },
    ])
    const all = sfCarrier.queryTracking(parcel, '2026-11-22 00:00:00')
    expect(all.map((event) => event.time)).toEqual([
      '2026-11-20 09:00:00',
      '2026-11-20 10:00:00',
      '2026-11-20 13:00:00',
      '2026-11-20 18:00:00',
      '2026-11-20 22:00:00',
      '2026-11-21 01:00:00',
    ])
    expect(all.at(-1)).toMatchObject({ location: '深圳市南山区', status: 'delivered' })
    expect(impliedStatus(all)).toBe('delivered')
    expect(impliedStatus(all.slice(0, 3))).toBe('in_transit')
    expect(impliedStatus([])).toBe('created')
    expect(sfCarrier.queryTracking(parcel, '2026-11-22 00:00:00')).toEqual(all)
  })
})

describe('ZTO adapter', () => {
  it('quotes known fees in cents by zone', () => {
    expect(ztoCarrier.quote(0.5, '广东省')).toBe(800)
    expect(ztoCarrier.quote(2.5, '广东省')).toBe(1000)
    expect(ztoCarrier.quote(3, '福建省')).toBe(1600)
    expect(ztoCarrier.quote(5.2, '新疆维吾尔自治区')).toBe(4200)
    expect(ztoCarrier.quote(1, '')).toBeNull()
  })

  it('creates waybills of its format: 12 digits starting with 7', () => {
    for (let i = 0; i < 20; i++) expect(ztoCarrier.createWaybill({ createTime: '' })).toMatch(/^7\d{11}$/)
    expect(ztoCarrier.waybillPattern.test('SF1234567890123')).toBe(false)
    expect(ztoCarrier.waybillPattern.test('812345678901')).toBe(false)
  })

  it('is slower than SF to a far province', () => {
    const parcel = shipment('北京市')
    const now = '2026-11-22 09:00:00'
    expect(impliedStatus(sfCarrier.queryTracking(parcel, now))).toBe('delivered')
    expect(impliedStatus(ztoCarrier.queryTracking(parcel, now))).toBe('in_transit')
  })

  it('is found by its dictionary code', () => {
    expect(carrierOf('zto')).toBe(ztoCarrier)
    expect(carrierOf('sf')).toBe(sfCarrier)
    expect(carrierOf('ems')).toBeNull()
    expect(carrierOf('toString')).toBeNull()
  })
})

describe('a carrier from its price table and journey', () => {
  const carrier = tableCarrier({
    code: 'sf',
    name: '测试快递',
    waybillPrefix: 'T',
    waybillDigits: 4,
    prices: {
      same: { firstKgCents: 100, additionalKgCents: 10 },
      neighbour: { firstKgCents: 200, additionalKgCents: 20 },
      far: { firstKgCents: 300, additionalKgCents: 30 },
    },
    journey: journey([
      ['created', [0, 0, 0], '起点', '已下单'],
      ['delivered', [1, 2, 3], (s) => `${s.recipientProvince}终点`, (s) => `${s.waybillNo} 已签收`],
    ]),
  })

  it('makes and recognises waybills of its prefix and digits', () => {
    expect(carrier.createWaybill({ createTime: '' })).toMatch(/^T\d{4}$/)
    expect(carrier.waybillPattern.test('T1234')).toBe(true)
    expect(carrier.waybillPattern.test('T12345')).toBe(false)
    expect(carrier.waybillPattern.test('X1234')).toBe(false)
  })

  it('quotes from its table and tracks along its journey, fixed texts and texts of the shipment alike', () => {
    expect(carrier.quote(2.5, '湖南省')).toBe(240)
    expect(carrier.queryTracking(shipment('湖南省'), '2026-11-20 11:00:00')).toEqual([
      { time: '2026-11-20 09:00:00', location: '起点', description: '已下单', status: 'created' },
      {
        time: '2026-11-20 11:00:00',
        location: '湖南省终点',
        description: 'SF1234567890123 已签收',
        status: 'delivered',
      },
    ])
  })
})
