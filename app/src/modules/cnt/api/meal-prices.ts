import type { components } from '@erp/openapi/schema'
import { api } from '../../../lib/api'
import { settle } from '../../../lib/resource/crud-client'

/** Meal prices (`/cnt/mealPrice`) beyond the generic CRUD: the prices in force now. */

export type MealPriceRow = components['schemas']['CntMealPrice']
export type CurrentPrice = components['schemas']['CntCurrentPrice']

export const mealPricesApi = {
  async currentPrices(): Promise<CurrentPrice[]> {
    const { data } = await api.GET('/cnt/mealPrice/current')
    return settle(data).result ?? []
  },
}
