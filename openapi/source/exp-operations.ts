/**
 * The operations of the exp module beyond the generic CRUD of src/module-resources/exp.ts
 * (docs/modules.md): the fee quote of a carrier and the tracking of a shipment.
 */
import type { CompactOperation, Json } from './compact'
import { DEMO_RECORD_IDS } from './demo-records'
import { ref } from './compact'

const CARRIERS = ['sf', 'zto']
const STATUSES = ['created', 'picked_up', 'in_transit', 'delivered', 'exception']

export const tags: Record<string, string> = {
  exp: '快递: shipments with two simulated carriers (SF, ZTO) behind one adapter, fees and tracking',
}

export const schemas: Record<string, Json> = {
  ExpQuoteBody: {
    type: 'object',
    required: ['carrier', 'weightKg', 'province'],
    properties: {
      carrier: { type: 'string', enum: CARRIERS, description: 'Dictionary express_carrier' },
      weightKg: { type: 'number', exclusiveMinimum: 0, maximum: 100, description: 'Weight in kg' },
      province: {
        type: 'string',
        minLength: 1,
        maxLength: 20,
        description: 'Recipient province, e.g. 广东省',
      },
    },
  },
  ExpQuote: {
    type: 'object',
    required: ['carrier', 'weightKg', 'province', 'zone', 'fee'],
    properties: {
      carrier: { type: 'string', enum: CARRIERS },
      weightKg: { type: 'number' },
      province: { type: 'string' },
      zone: {
        type: 'string',
        enum: ['same', 'neighbour', 'far'],
        description: 'Zone of the province seen from the sender (same province, a neighbour, far)',
      },
      fee: { type: 'number', description: 'Fee in yuan (two decimals)' },
    },
  },
  ExpTrackingStep: {
    type: 'object',
    required: ['time', 'location', 'description', 'source'],
    properties: {
      time: { type: 'string', description: 'yyyy-MM-dd HH:mm:ss' },
      location: { type: ['string', 'null'] },
      description: { type: 'string' },
      source: { type: 'string', enum: ['stored', 'carrier'], description: 'A stored event or the carrier' },
      status: {
        type: ['string', 'null'],
        enum: [...STATUSES, null],
        description: 'Status the event implies',
      },
    },
  },
  ExpTracking: {
    type: 'object',
    required: ['shipmentId', 'carrier', 'waybillNo', 'status', 'events'],
    properties: {
      shipmentId: { type: 'string' },
      carrier: { type: 'string', enum: CARRIERS },
      waybillNo: { type: 'string' },
      status: { type: 'string', enum: STATUSES, description: 'The status the events imply' },
      events: { type: 'array', items: { $ref: '#/components/schemas/ExpTrackingStep' } },
    },
  },
}

export const operations: CompactOperation[] = [
  {
    method: 'post',
    path: '/exp/shipment/quote',
    operationId: 'shipmentQuote',
    tag: 'exp',
    summary: "A carrier's fee for a weight to a province",
    description:
      "From the carrier's price table: the first kilogram plus each additional started kilogram, by zone " +
      '(same province as the sender, a neighbouring province, far). Unknown provinces are refused.',
    body: { schema: ref('ExpQuoteBody'), example: { carrier: 'sf', weightKg: 2.5, province: '广东省' } },
    result: ref('ExpQuote'),
    example: { result: { carrier: 'sf', weightKg: 2.5, province: '广东省', zone: 'same', fee: 16 } },
    refusals: ['未知的省份：…'],
  },
  {
    method: 'get',
    path: '/exp/shipment/tracking',
    operationId: 'shipmentTracking',
    tag: 'exp',
    summary: 'The tracking of a shipment: stored events and the carrier’s, oldest first',
    description:
      'The stored tracking events of the shipment merged with those the carrier adapter reports at this ' +
      'moment (simulated from the creation time), without duplicates, oldest first; `status` is the status ' +
      'they imply (a shipment marked exception stays exception).',
    query: {
      id: {
        schema: { type: 'string', minLength: 1, maxLength: 32 },
        required: true,
        description: 'Shipment id',
        example: DEMO_RECORD_IDS['/exp/shipment'],
      },
    },
    result: ref('ExpTracking'),
    example: {
      result: {
        shipmentId: 'a1e0000000000000000000000000s001',
        carrier: 'sf',
        waybillNo: 'SF1234567890123',
        status: 'picked_up',
        events: [
          {
            time: '2026-11-22 09:30:00',
            location: '东莞长安营业点',
            description: '顺丰速运 已收取快件',
            source: 'carrier',
            status: 'picked_up',
          },
        ],
      },
    },
    refusals: ['快递单不存在'],
  },
]
