import { usePageTitle } from '../../hooks/use-page-title'
import { greetingFor } from '../../lib/greeting'
import { useSession } from '../../stores/session-store'

/** The home page (SPEC §2: title 首页). Figures and charts arrive with the dashboards issue. */
export function AnalysisPage() {
  usePageTitle('首页')
  const user = useSession((state) => state.userInfo)
  const name = user?.realname || user?.username || ''
  return (
    <section aria-labelledby="welcome-heading" className="rounded bg-surface p-6 shadow-sm">
      <h2 id="welcome-heading" className="text-xl font-semibold text-foreground">
        {greetingFor(new Date())}，{name}
      </h2>
      <p className="mt-2 text-muted-foreground">欢迎回来</p>
    </section>
  )
}

export default AnalysisPage
