import { Link } from 'react-router-dom'
import { usePageTitle } from '../../hooks/use-page-title'

export function NotFoundPage() {
  usePageTitle('404')
  return (
    <section className="grid min-h-[60vh] place-items-center text-center">
      <div>
        <h2 className="text-5xl font-bold text-foreground">404</h2>
        <p className="mt-4 text-muted-foreground">抱歉，你访问的页面不存在</p>
        <Link className="mt-6 inline-block text-primary-strong underline" to="/dashboard/analysis">
          返回首页
        </Link>
      </div>
    </section>
  )
}

export default NotFoundPage
