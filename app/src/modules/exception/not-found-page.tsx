import { ExceptionPage } from './exception-page'

export function NotFoundPage() {
  return <ExceptionPage type="404" />
}

export default NotFoundPage
