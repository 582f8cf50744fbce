import { cityOf, destination, journey, tableCarrier, type PriceTable } from './carrier'

/** 顺丰速运: waybill 'SF' + 13 digits; dearer, faster. */
export const SF_PRICES: PriceTable = {
  same: { firstKgCents: 1200, additionalKgCents: 200 },
  neighbour: { firstKgCents: 1800, additionalKgCents: 500 },
  far: { firstKgCents: 2300, additionalKgCents: 1300 },
}

export const sfCarrier = tableCarrier({
  code: 'sf',
  name: '顺丰速运',
  waybillPrefix: 'SF',
  waybillDigits: 13,
  prices: SF_PRICES,
  journey: journey([
    ['created', [0, 0, 0], '东莞长安营业点', '已下单，等待快递员上门揽收'],
    ['picked_up', [1, 1, 1], '东莞长安营业点', '顺丰速运 已收取快件'],
    ['in_transit', [4, 4, 5], '东莞集散中心', '快件已发车，离开【东莞集散中心】'],
    ['in_transit', [9, 18, 30], (s) => `${cityOf(s)}集散中心`, (s) => `快件到达【${cityOf(s)}集散中心】`],
    ['in_transit', [13, 24, 38], (s) => `${destination(s)}营业点`, '快件交给收派员，正在派送途中'],
    ['delivered', [16, 28, 44], destination, '快件已签收，签收人：本人'],
  ]),
})
