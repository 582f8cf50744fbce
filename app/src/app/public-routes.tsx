import type { RouteObject } from 'react-router-dom'
import { RouteError } from './route-error'

/**
 * docs/spec.md §2 pages reachable without a token: the business modules' self-service pages (`/sdn/…`) and `/test`.
 * Each is lazy, so neither the login route nor the shell carries them; each module's pages reach only what a
 * visitor may see (their own submission, their own meter). One group per module.
 */
const routes: RouteObject[] = [
  // hr: /sdn/emp, /sdn/emp/entry, /sdn/emp/entry/hr, /sdn/emp/success
  {
    path: '/sdn/emp',
    lazy: async () => ({ Component: (await import('../modules/hr/worker-form-page')).default }),
  },
  {
    path: '/sdn/emp/entry',
    lazy: async () => ({ Component: (await import('../modules/hr/worker-entry-page')).default }),
  },
  {
    path: '/sdn/emp/entry/hr',
    lazy: async () => ({ Component: (await import('../modules/hr/worker-entry-hr-page')).default }),
  },
  {
    path: '/sdn/emp/success',
    lazy: async () => ({ Component: (await import('../modules/hr/worker-success-page')).default }),
  },
  // rep: /sdn/step-form, /sdn/step-success, /sdn/step-detail, /sdn/repairDetail, /sdn/demo
  {
    path: '/sdn/step-form',
    lazy: async () => ({ Component: (await import('../modules/rep/step-form-page')).default }),
  },
  {
    path: '/sdn/step-success',
    lazy: async () => ({ Component: (await import('../modules/rep/step-success-page')).default }),
  },
  {
    path: '/sdn/step-detail',
    lazy: async () => ({ Component: (await import('../modules/rep/repair-detail-page')).default }),
  },
  {
    path: '/sdn/repairDetail',
    lazy: async () => ({ Component: (await import('../modules/rep/repair-detail-page')).default }),
  },
  {
    path: '/sdn/demo',
    lazy: async () => ({ Component: (await import('../modules/rep/demo-page')).default }),
  },
  // mtr: /sdn/step/form/*, /sdn/meter/*, /test → /test/home
  {
    path: '/sdn/step/form/login',
    lazy: async () => ({ Component: (await import('../modules/mtr/meter-login-page')).default }),
  },
  {
    // Every other meter page needs a live meter token (else: the meter login).
    lazy: async () => ({ Component: (await import('../modules/mtr/self-service-layout')).MeterGuard }),
    children: [
      {
        path: '/sdn/step/form/step',
        lazy: async () => ({ Component: (await import('../modules/mtr/step-recharge-page')).default }),
      },
      {
        path: '/sdn/step/form/success',
        lazy: async () => ({ Component: (await import('../modules/mtr/step-success-page')).default }),
      },
      {
        path: '/sdn/step/form/detail',
        lazy: async () => ({ Component: (await import('../modules/mtr/step-detail-page')).default }),
      },
      {
        path: '/sdn/meter/recharge',
        lazy: async () => ({ Component: (await import('../modules/mtr/meter-recharge-page')).default }),
      },
      {
        path: '/sdn/meter/success',
        lazy: async () => ({ Component: (await import('../modules/mtr/meter-success-page')).default }),
      },
      {
        path: '/sdn/meter/meterInfo',
        lazy: async () => ({ Component: (await import('../modules/mtr/meter-info-page')).default }),
      },
      {
        path: '/sdn/meter/MeterRechargeModal',
        lazy: async () => ({
          Component: (await import('../modules/mtr/meter-recharge-records-page')).default,
        }),
      },
    ],
  },
  {
    path: '/test',
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('../modules/mtr/test-home-page')).TestIndexRedirect }),
      },
      {
        path: 'home',
        lazy: async () => ({ Component: (await import('../modules/mtr/test-home-page')).default }),
      },
    ],
  },
]

export const publicRoutes: RouteObject[] = routes.map((route) => ({ errorElement: <RouteError />, ...route }))
