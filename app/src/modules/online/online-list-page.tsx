import { useT } from '@erp/ui-kit/i18n'
import { useParams } from 'react-router-dom'

/**
 * The built-in list screen the online form and report list components map to (docs/spec.md §2). The online
 * module's configuration endpoints are not part of this product's contract yet, so the screen names
 * the configuration it would show.
 */
export default function OnlineListPage() {
  const t = useT()
  const { code } = useParams()
  return (
    <section className="rounded bg-surface p-6">
      <h2 className="text-lg font-semibold text-foreground">{t('在线列表')}</h2>
      <p className="mt-2 text-muted-foreground">{t('配置编码：{{code}}', { code: code ?? '—' })}</p>
    </section>
  )
}
