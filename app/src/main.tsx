import '@erp/ui-kit/styles.css'
import { Toaster } from '@erp/ui-kit/toast'
import { QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { routes } from './app/router'
import { SessionExpiredDialog } from './app/session-expired-dialog'
import { useApplyPreferences } from './hooks/use-apply-preferences'
import { reportApiError } from './lib/error-catalogue'
import { queryClient, setErrorReporter } from './lib/query-client'

setErrorReporter((error) => reportApiError(error))
const router = createBrowserRouter(routes)
const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')

function App() {
  useApplyPreferences()
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
      <SessionExpiredDialog />
    </QueryClientProvider>
  )
}

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
