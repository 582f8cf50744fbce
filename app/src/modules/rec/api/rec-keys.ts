import { useQueryClient } from '@tanstack/react-query'
import { resourceKeys } from '../../../lib/resource/use-list-controller'

/**
 * The query keys of the recruitment module. The board and a candidate's interviews sit under the generic
 * resource keys of their base path, so the list pages' mutations (which invalidate `resourceKeys.all(base)`)
 * refresh them too.
 */
export const recKeys = {
  requisitions: ['rec', 'requisition-options'] as const,
  users: ['rec', 'user-options'] as const,
  departs: ['rec', 'departs'] as const,
  candidates: ['rec', 'candidate-options'] as const,
  board: (requisitionId: string) => ['resource', '/rec/candidate', 'board', requisitionId] as const,
  interviews: (candidateId: string) => ['resource', '/rec/interview', 'of', candidateId] as const,
  /** Under the interview and talent resource keys, so adding an interview or a talent refreshes them. */
  interviewedCandidates: () => [...resourceKeys.all('/rec/interview'), 'candidate-ids'] as const,
  pooledCandidates: () => [...resourceKeys.all('/rec/talent'), 'source-candidate-ids'] as const,
}

/** After a move: every candidate, talent and interview query is stale. */
export function useInvalidateRec() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: resourceKeys.all('/rec/candidate') }),
      queryClient.invalidateQueries({ queryKey: resourceKeys.all('/rec/talent') }),
      queryClient.invalidateQueries({ queryKey: recKeys.candidates }),
    ])
}
