import { Navigate, type RouteObject } from 'react-router-dom'
import { LoginPage } from '../modules/user/login-page'
import { UserLayout } from './layouts/user-layout'
import { RequireSession } from './require-session'
import { publicRoutes } from './public-routes'
import { RouteError } from './route-error'

/** Static routes (docs/spec.md §2). Pages behind the guard are lazy so the login route stays small. */
export const routes: RouteObject[] = [
  {
    path: '/user',
    element: <UserLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to="/user/login" replace /> },
      { path: 'login', element: <LoginPage /> },
      // Lazy: the login route's bundle carries neither registration nor password recovery.
      {
        path: 'register',
        lazy: async () => ({ Component: (await import('../modules/user/register-page')).default }),
      },
      {
        path: 'register-result',
        id: 'registerResult',
        lazy: async () => ({ Component: (await import('../modules/user/register-result-page')).default }),
      },
      {
        path: 'alteration',
        lazy: async () => ({ Component: (await import('../modules/user/alteration-page')).default }),
      },
      // The footer's 帮助 / 隐私 / 条款, readable without signing in.
      {
        path: 'help',
        lazy: async () => ({ Component: (await import('../modules/user/info-pages')).HelpPage }),
      },
      {
        path: 'privacy',
        lazy: async () => ({ Component: (await import('../modules/user/info-pages')).PrivacyPage }),
      },
      {
        path: 'terms',
        lazy: async () => ({ Component: (await import('../modules/user/info-pages')).TermsPage }),
      },
    ],
  },
  {
    path: '/welcome',
    lazy: async () => ({ Component: (await import('../modules/welcome/welcome-page')).default }),
  },
  ...publicRoutes,
  {
    path: '/',
    element: <RequireSession />,
    errorElement: <RouteError />,
    children: [
      {
        // The shell is loaded after sign-in: the login route ships no menu, tabs or dialogs.
        lazy: async () => ({ Component: (await import('./layouts/basic-layout')).BasicLayout }),
        children: [
          { index: true, element: <Navigate to="/dashboard/analysis" replace /> },
          // docs/spec.md §2 named route: the full announcement list of the signed-in user.
          {
            path: 'isps/userAnnouncement',
            lazy: async () => ({ Component: (await import('./notice-center')).UserAnnouncementRoute }),
            errorElement: <RouteError />,
          },
          // Everything else comes from the signed-in user's server menu.
          // A page that fails (to load, or while rendering) keeps the shell: menu, tabs and header stay.
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./dynamic-routes')).DynamicRoutes }),
            errorElement: <RouteError />,
          },
        ],
      },
    ],
  },
]
