import { toast } from '@erp/ui-kit/toast'
import { useMutation } from '@tanstack/react-query'
import { messageOf } from '../../lib/api-errors'
import { type Stage } from './api/candidate-stage'
import { candidateToTalent, moveStage } from './api/candidates'
import { useInvalidateRec } from './api/rec-keys'

/** The pipeline move and the move to the talent pool, with the server's message as a toast. */
export function useCandidateMoves() {
  const invalidate = useInvalidateRec()
  const move = useMutation({
    mutationFn: ({ id, stage, reopen = false }: { id: string; stage: Stage; reopen?: boolean }) =>
      moveStage(id, stage, reopen),
    onSuccess: async (message) => {
      toast.success(message)
      await invalidate()
    },
    onError: (error) => toast.error(messageOf(error)),
  })
  const toPool = useMutation({
    mutationFn: (id: string) => candidateToTalent(id),
    onSuccess: async (message) => {
      toast.success(message)
      await invalidate()
    },
    onError: (error) => toast.error(messageOf(error)),
  })
  return { move, toPool }
}
