import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'

type ErrorReporter = (error: unknown) => void
let reportApiError: ErrorReporter = () => {}

/** Registered once at start-up (main.tsx) with the docs/spec.md §8 catalogue; kept out of this module to avoid a cycle. */
export function setErrorReporter(reporter: ErrorReporter): void {
  reportApiError = reporter
}

/** Queries and mutations that handle their own errors set `meta: { handlesErrors: true }`. */
const handlesOwnErrors = (meta: Record<string, unknown> | undefined) => meta?.handlesErrors === true

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (!handlesOwnErrors(query.meta)) reportApiError(error)
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (!handlesOwnErrors(mutation.meta)) reportApiError(error)
    },
  }),
  defaultOptions: {
    queries: { refetchOnWindowFocus: false, retry: 1 },
    mutations: { retry: false },
  },
})
