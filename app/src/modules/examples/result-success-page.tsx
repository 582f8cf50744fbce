import { SuccessResult } from './outcome-result'

/** Menu component result/Success (/result/success). */
export default function ResultSuccessPage() {
  return <SuccessResult />
}
