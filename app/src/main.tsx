import '@erp/ui-kit/styles.css'
import { Toaster } from '@erp/ui-kit/toast'
import { QueryClientProvider } from '@tanstack/react-query'
import { lazy, StrictMode, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { routes } from './app/router'
import { applyStoredLocale } from './i18n/locale'
import { useApplyPreferences } from './hooks/use-apply-preferences'
import { reportApiError } from './lib/error-catalogue'
import { queryClient, setErrorReporter } from './lib/query-client'
import { useSessionExpired } from './stores/session-expired-store'

setErrorReporter((error) => reportApiError(error))
const router = createBrowserRouter(routes)
const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')

// Loaded only when a token expires: the dialog code stays off the login route.
const SessionExpiredDialog = lazy(async () => ({
  default: (await import('./app/session-expired-dialog')).SessionExpiredDialog,
}))

function App() {
  useApplyPreferences()
  const expired = useSessionExpired((state) => state.open)
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
      {expired ? (
        <Suspense fallback={null}>
          <SessionExpiredDialog />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  )
}

// The remembered language first: an English user never sees the Chinese screen flash.
void applyStoredLocale().finally(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
})
