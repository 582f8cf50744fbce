import { useT } from '@erp/ui-kit/i18n'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom'
import { permissionListQuery } from '../lib/queries/permission-queries'
import { usePermissions } from '../stores/permission-store'
import { loginPathFor, logout } from '../lib/session-actions'
import { useSession } from '../stores/session-store'

export type SessionPermissions = Awaited<
  ReturnType<NonNullable<ReturnType<typeof permissionListQuery>['queryFn']>>
>

/**
 * docs/spec.md §2 guard: no token → login with the wanted path as `redirect`; with a token the permission list
 * is fetched on the first navigation; if that fails the user is logged out and sent to login.
 */
export function RequireSession() {
  const token = useSession((state) => state.token)
  const location = useLocation()
  if (!token) return <Navigate to={loginPathFor(location.pathname + location.search)} replace />
  return <PermissionGate token={token} />
}

function PermissionGate({ token }: { token: string }) {
  const t = useT()
  const permissions = useQuery(permissionListQuery(token))
  const navigate = useNavigate()
  const location = useLocation()
  const failed = permissions.isError

  useEffect(() => {
    if (!failed) return
    const wanted = location.pathname + location.search
    void logout().then(() => navigate(loginPathFor(wanted), { replace: true }))
  }, [failed, navigate, location.pathname, location.search])

  const setPermissions = usePermissions((state) => state.setPermissions)
  const data = permissions.data
  useEffect(() => {
    if (data) setPermissions(data.auth, data.allAuth)
  }, [data, setPermissions])

  if (permissions.isPending || failed) {
    return (
      <div
        role="status"
        aria-live="polite"
        className="grid min-h-screen place-items-center text-muted-foreground"
      >
        {t('加载中…')}
      </div>
    )
  }
  return <Outlet context={permissions.data} />
}
