import type { RouteObject } from 'react-router-dom'
import { RouteError } from './route-error'

/**
 * SPEC §2 pages reachable without a token: the business modules' self-service pages (`/sdn/…`) and `/test`.
 * Each is lazy, so neither the login route nor the shell carries them; each module's pages reach only what a
 * visitor may see (their own submission, their own meter). One group per module.
 */
const routes: RouteObject[] = [
  // hr: /sdn/emp, /sdn/emp/entry, /sdn/emp/entry/hr, /sdn/emp/success
  // rep: /sdn/step-form, /sdn/step-success, /sdn/step-detail, /sdn/repairDetail, /sdn/demo
  // mtr: /sdn/step/form/*, /sdn/meter/*, /test → /test/home
]

export const publicRoutes: RouteObject[] = routes.map((route) => ({ errorElement: <RouteError />, ...route }))
