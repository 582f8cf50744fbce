import { FailureResult } from './outcome-result'

/** Menu component result/Error (/result/fail). */
export default function ResultFailPage() {
  return <FailureResult />
}
