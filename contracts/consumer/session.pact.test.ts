/**
 * Consumer contract of the user dropdown's "clear cache" (docs/spec.md §8 Refresh cache): the server refreshes its
 * dictionary cache, then the app reloads every dictionary.
 */
import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { API_PREFIX, EXAMPLE_TOKEN, STATES } from '../pact-names'
import { JWT, clientFor, newPact, readEnvelope } from './pact-helpers'

const { eachLike, like, regex } = MatchersV3

const pact = newPact()
const signedIn = { 'X-Access-Token': regex(JWT, EXAMPLE_TOKEN), 'tenant-id': '0' }

describe('GET /sys/dict/refleshCache', () => {
  it('refreshes the dictionary cache of the server', async () => {
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .uponReceiving('a request to refresh the dictionary cache')
      .withRequest('GET', `${API_PREFIX}/sys/dict/refleshCache`, (builder) => {
        builder.headers(signedIn).query({ _t: regex('^\\d+$', '1700000000') })
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody({ ...readEnvelope(null), message: like('刷新缓存完成！') })
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url, EXAMPLE_TOKEN).GET('/sys/dict/refleshCache')
        expect(data?.success).toBe(true)
      })
  })
})

describe('GET /sys/dict/queryAllDictItems', () => {
  it('answers every dictionary with its items', async () => {
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .uponReceiving('a request for every dictionary')
      .withRequest('GET', `${API_PREFIX}/sys/dict/queryAllDictItems`, (builder) => {
        builder.headers(signedIn).query({ _t: regex('^\\d+$', '1700000000') })
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(readEnvelope(like({ sex: eachLike({ value: '1', text: '男', title: '男' }) })))
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url, EXAMPLE_TOKEN).GET('/sys/dict/queryAllDictItems')
        expect(data?.success).toBe(true)
        expect(data?.result?.sex?.[0]).toEqual({ value: '1', text: '男', title: '男' })
      })
  })
})
