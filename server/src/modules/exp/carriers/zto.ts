import {
  destination,
  feeFromTable,
  randomDigits,
  simulateJourney,
  type Carrier,
  type JourneyStep,
  type PriceTable,
} from './carrier'

/** 中通快递: waybill 12 digits starting with 7; cheaper, slower. */
export const ZTO_PRICES: PriceTable = {
  same: { firstKgCents: 800, additionalKgCents: 100 },
  neighbour: { firstKgCents: 1000, additionalKgCents: 300 },
  far: { firstKgCents: 1200, additionalKgCents: 600 },
}

const ZTO_JOURNEY: readonly JourneyStep[] = [
  {
    hours: { same: 0, neighbour: 0, far: 0 },
    status: 'created',
    location: () => '东莞长安',
    description: () => '已下单，等待快递员上门揽收',
  },
  {
    hours: { same: 3, neighbour: 3, far: 3 },
    status: 'picked_up',
    location: () => '东莞长安',
    description: () => '【东莞长安】的业务员已揽收',
  },
  {
    hours: { same: 10, neighbour: 12, far: 14 },
    status: 'in_transit',
    location: () => '东莞中心',
    description: () => '快件离开【东莞中心】，发往下一站',
  },
  {
    hours: { same: 20, neighbour: 34, far: 56 },
    status: 'in_transit',
    location: (s) => `${s.recipientCity ?? s.recipientProvince}中心`,
    description: (s) => `快件已到达【${s.recipientCity ?? s.recipientProvince}中心】`,
  },
  {
    hours: { same: 26, neighbour: 42, far: 68 },
    status: 'in_transit',
    location: (s) => destination(s),
    description: () => '快件正在派送中，请保持电话畅通',
  },
  {
    hours: { same: 30, neighbour: 48, far: 76 },
    status: 'delivered',
    location: (s) => destination(s),
    description: () => '快件已签收，如有疑问请联系业务员',
  },
]

export const ztoCarrier: Carrier = {
  code: 'zto',
  name: '中通快递',
  waybillPattern: /^7\d{11}$/,
  createWaybill: () => `7${randomDigits(11)}`,
  quote: (weightKg, province) => feeFromTable(ZTO_PRICES, weightKg, province),
  queryTracking: (shipment, now) => simulateJourney(ZTO_JOURNEY, shipment, now),
}
