import { cityOf, destination, journey, tableCarrier, type PriceTable } from './carrier'

/** 中通快递: waybill 12 digits starting with 7; cheaper, slower. */
export const ZTO_PRICES: PriceTable = {
  same: { firstKgCents: 800, additionalKgCents: 100 },
  neighbour: { firstKgCents: 1000, additionalKgCents: 300 },
  far: { firstKgCents: 1200, additionalKgCents: 600 },
}

export const ztoCarrier = tableCarrier({
  code: 'zto',
  name: '中通快递',
  waybillPrefix: '7',
  waybillDigits: 11,
  prices: ZTO_PRICES,
  journey: journey([
    ['created', [0, 0, 0], '东莞长安', '已下单，等待快递员上门揽收'],
    ['picked_up', [3, 3, 3], '东莞长安', '【东莞长安】的业务员已揽收'],
    ['in_transit', [10, 12, 14], '东莞中心', '快件离开【东莞中心】，发往下一站'],
    ['in_transit', [20, 34, 56], (s) => `${cityOf(s)}中心`, (s) => `快件已到达【${cityOf(s)}中心】`],
    ['in_transit', [26, 42, 68], destination, '快件正在派送中，请保持电话畅通'],
    ['delivered', [30, 48, 76], destination, '快件已签收，如有疑问请联系业务员'],
  ]),
})
