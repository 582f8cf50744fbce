import { Navigate, type RouteObject } from 'react-router-dom'
import { LoginPage } from '../modules/user/login-page'
import { BasicLayout } from './layouts/basic-layout'
import { UserLayout } from './layouts/user-layout'
import { RequireSession } from './require-session'

/** Static routes (SPEC §2). Pages behind the guard are lazy so the login route stays small. */
export const routes: RouteObject[] = [
  {
    path: '/user',
    element: <UserLayout />,
    children: [
      { index: true, element: <Navigate to="/user/login" replace /> },
      { path: 'login', element: <LoginPage /> },
    ],
  },
  {
    path: '/',
    element: <RequireSession />,
    children: [
      {
        element: <BasicLayout />,
        children: [
          { index: true, element: <Navigate to="/dashboard/analysis" replace /> },
          {
            path: 'dashboard/analysis',
            lazy: async () => ({ Component: (await import('../modules/dashboard/analysis-page')).default }),
          },
          {
            path: '404',
            lazy: async () => ({ Component: (await import('../modules/exception/not-found-page')).default }),
          },
          { path: '*', element: <Navigate to="/404" replace /> },
        ],
      },
    ],
  },
]
