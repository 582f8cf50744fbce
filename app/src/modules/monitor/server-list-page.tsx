import { Tabs, TabsContent, TabsList, TabsTrigger } from '@erp/ui-kit/tabs'
import { DiskFigures } from './disk-monitoring-page'
import { MonitorPage } from './monitor-parts'
import { NodeRuntime } from './node-info-page'
import { SystemFigures } from './system-info-page'
import { useT } from '@erp/ui-kit/i18n'

/**
 * modules/monitor/ServerList (性能监控): the server, its Node.js runtime and disks on one page. This back end has
 * no JVM or Tomcat: the runtime tab shows the Node.js figures, and there is no web container tab.
 */
export function ServerListPage() {
  const t = useT()
  return (
    <MonitorPage title={t('性能监控')}>
      <Tabs defaultValue="system">
        <TabsList>
          <TabsTrigger value="system">{t('服务器')}</TabsTrigger>
          <TabsTrigger value="runtime">{t('运行时')}</TabsTrigger>
          <TabsTrigger value="disk">{t('磁盘')}</TabsTrigger>
        </TabsList>
        <TabsContent value="system" className="pt-4">
          <SystemFigures captionHidden />
        </TabsContent>
        <TabsContent value="runtime" className="space-y-6 pt-4">
          <NodeRuntime />
        </TabsContent>
        <TabsContent value="disk" className="pt-4">
          <DiskFigures />
        </TabsContent>
      </Tabs>
    </MonitorPage>
  )
}

export default ServerListPage
