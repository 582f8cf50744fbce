import { ExceptionPage } from './exception-page'

export default function ForbiddenPage() {
  return <ExceptionPage type="403" />
}
