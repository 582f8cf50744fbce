import {
  destination,
  feeFromTable,
  randomDigits,
  simulateJourney,
  type Carrier,
  type JourneyStep,
  type PriceTable,
} from './carrier'

/** 顺丰速运: waybill 'SF' + 13 digits; dearer, faster. */
export const SF_PRICES: PriceTable = {
  same: { firstKgCents: 1200, additionalKgCents: 200 },
  neighbour: { firstKgCents: 1800, additionalKgCents: 500 },
  far: { firstKgCents: 2300, additionalKgCents: 1300 },
}

const SF_JOURNEY: readonly JourneyStep[] = [
  {
    hours: { same: 0, neighbour: 0, far: 0 },
    status: 'created',
    location: () => '东莞长安营业点',
    description: () => '已下单，等待快递员上门揽收',
  },
  {
    hours: { same: 1, neighbour: 1, far: 1 },
    status: 'picked_up',
    location: () => '东莞长安营业点',
    description: () => '顺丰速运 已收取快件',
  },
  {
    hours: { same: 4, neighbour: 4, far: 5 },
    status: 'in_transit',
    location: () => '东莞集散中心',
    description: () => '快件已发车，离开【东莞集散中心】',
  },
  {
    hours: { same: 9, neighbour: 18, far: 30 },
    status: 'in_transit',
    location: (s) => `${s.recipientCity ?? s.recipientProvince}集散中心`,
    description: (s) => `快件到达【${s.recipientCity ?? s.recipientProvince}集散中心】`,
  },
  {
    hours: { same: 13, neighbour: 24, far: 38 },
    status: 'in_transit',
    location: (s) => `${destination(s)}营业点`,
    description: () => '快件交给收派员，正在派送途中',
  },
  {
    hours: { same: 16, neighbour: 28, far: 44 },
    status: 'delivered',
    location: (s) => destination(s),
    description: () => '快件已签收，签收人：本人',
  },
]

export const sfCarrier: Carrier = {
  code: 'sf',
  name: '顺丰速运',
  waybillPattern: /^SF\d{13}$/,
  createWaybill: () => `SF${randomDigits(13)}`,
  quote: (weightKg, province) => feeFromTable(SF_PRICES, weightKg, province),
  queryTracking: (shipment, now) => simulateJourney(SF_JOURNEY, shipment, now),
}
