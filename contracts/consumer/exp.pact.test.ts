/**
 * Consumer contract of the express page: the generic CRUD of 快递单 (/exp/shipment), the carrier's live fee
 * quote of the add form and the tracking timeline. Rows come from the exp fixtures
 * (server/src/modules/exp/pact-fixtures.ts).
 */
import { EXP_FIXTURE as E } from '@erp/server/modules/exp/pact-fixtures'
import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { describeCrud, type CrudResource } from './crud-contract'
import { newPact } from './pact-helpers'
import { dateTime, interaction } from './system-helpers'

const { like, eachLike, regex } = MatchersV3

const pact = newPact()

const resources: CrudResource[] = [
  {
    base: '/exp/shipment',
    title: 'shipment',
    id: E.shipment,
    record: {
      carrier: 'sf',
      carrier_dictText: like('顺丰速运'),
      waybillNo: E.waybillNo,
      recipientName: like('契约收件人'),
      recipientProvince: like('广东省'),
      weightKg: like(2.5),
      fee: like(16),
      status: like('created'),
    },
    listQuery: { waybillNo: E.waybillNo },
    add: {
      carrier: 'zto',
      waybillNo: null,
      recipientName: '刘小姐',
      recipientPhone: '13912345678',
      recipientProvince: '湖南省',
      recipientCity: '长沙市',
      recipientDistrict: '岳麓区',
      recipientDetail: '麓山南路1号',
      itemDescription: '样衣',
      weightKg: 3,
    },
    edit: {
      id: E.shipment,
      carrier: 'sf',
      waybillNo: E.waybillNo,
      recipientName: '契约收件人二',
      recipientPhone: '13800000001',
      recipientProvince: '广东省',
      recipientCity: '深圳市',
      recipientDistrict: '南山区',
      recipientDetail: '契约路2号',
      itemDescription: '样衣',
      weightKg: 1.2,
    },
  },
]

describeCrud(pact, resources)

describe('fee quotes and tracking', () => {
  it('POST /exp/shipment/quote answers the carrier fee for a weight and province', async () => {
    await interaction(pact, {
      description: 'a request for the SF fee of 2.5 kg to Guangdong',
      method: 'POST',
      path: '/exp/shipment/quote',
      body: { carrier: 'sf', weightKg: 2.5, province: '广东省' },
      result: { carrier: 'sf', weightKg: 2.5, province: '广东省', zone: 'same', fee: 16 },
      check: async (client) => {
        const { data } = await client.POST('/exp/shipment/quote', {
          body: { carrier: 'sf', weightKg: 2.5, province: '广东省' },
        })
        expect(data?.result?.fee).toBe(16)
        expect(data?.result?.zone).toBe('same')
      },
    })
  })

  it('POST /exp/shipment/quote refuses an unknown province', async () => {
    await interaction(pact, {
      description: 'a request for a fee to a province the carriers do not serve',
      method: 'POST',
      path: '/exp/shipment/quote',
      body: { carrier: 'zto', weightKg: 1, province: '火星' },
      result: null,
      refused: true,
      message: '未知的省份：火星',
      check: async (client) => {
        const { data } = await client.POST('/exp/shipment/quote', {
          body: { carrier: 'zto', weightKg: 1, province: '火星' },
        })
        expect(data?.success).toBe(false)
      },
    })
  })

  it('GET /exp/shipment/tracking answers the events of a shipment and its status', async () => {
    await interaction(pact, {
      description: 'a request for the tracking of the fixture shipment',
      method: 'GET',
      path: '/exp/shipment/tracking',
      query: { id: E.shipment },
      result: {
        shipmentId: E.shipment,
        carrier: 'sf',
        waybillNo: E.waybillNo,
        status: regex('^(created|picked_up|in_transit|delivered|exception)$', 'created'),
        events: eachLike({
          time: dateTime('2099-01-01 09:00:00'),
          location: like('东莞长安营业点'),
          description: like('契约测试轨迹'),
          source: regex('^(stored|carrier)$', 'stored'),
        }),
      },
      check: async (client) => {
        const { data } = await client.GET('/exp/shipment/tracking', { params: { query: { id: E.shipment } } })
        expect(data?.result?.waybillNo).toBe(E.waybillNo)
        expect(data?.result?.events.length).toBeGreaterThan(0)
      },
    })
  })
})
