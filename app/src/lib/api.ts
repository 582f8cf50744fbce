import { createApiClient } from '@erp/openapi/client'
import { apiOptions } from './api-options'

/**
 * The one API client of the app: token, tenant and `_t` are added by its middleware. Only the api files of
 * the modules (`modules/<name>/api/`), a few shared helpers and tests may import it (eslint.config.js): a
 * page or component calls the server through its module's api file.
 */
export const api = createApiClient(apiOptions)
