import { api } from '../../../../lib/api'
import { verdictOf } from '../../../../lib/resource/crud-client'

/** 字典管理 beyond its CRUD: the server's dictionary cache, every dictionary's items, an item value check. */

/** Clears the server's dictionary cache. */
export const refreshDictCache = () => verdictOf(api.GET('/sys/dict/refleshCache'))

/** Every dictionary's items (the copy the session takes at sign-in). */
export const getAllDictItems = () => verdictOf(api.GET('/sys/dict/queryAllDictItems'))

/** Whether an item value is free in its dictionary (the edited item left out); the refusal says why not. */
export const checkDictItemValue = (dictId: string, itemValue: string, itemId: string | undefined) =>
  verdictOf(
    api.GET('/sys/dictItem/dictItemCheck', {
      params: { query: { dictId, itemValue, ...(itemId ? { id: itemId } : {}) } },
    }),
  )
