import { Tabs, TabsContent, TabsList, TabsTrigger } from '@erp/ui-kit/tabs'
import { DiskFigures } from './disk-monitoring-page'
import { RuntimeFigures } from './jvm-info-page'
import { MonitorPage } from './monitor-parts'
import { SystemFigures } from './system-info-page'
import { ContainerFigures } from './tomcat-info-page'
import { useT } from '@erp/ui-kit/i18n'

/** modules/monitor/ServerList (性能监控): the server, its runtime, web container and disks on one page. */
export function ServerListPage() {
  const t = useT()
  return (
    <MonitorPage title={t('性能监控')}>
      <Tabs defaultValue="system">
        <TabsList>
          <TabsTrigger value="system">{t('服务器')}</TabsTrigger>
          <TabsTrigger value="runtime">{t('运行时')}</TabsTrigger>
          <TabsTrigger value="container">{t('Web 容器')}</TabsTrigger>
          <TabsTrigger value="disk">{t('磁盘')}</TabsTrigger>
        </TabsList>
        <TabsContent value="system" className="pt-4">
          <SystemFigures />
        </TabsContent>
        <TabsContent value="runtime" className="space-y-6 pt-4">
          <RuntimeFigures />
        </TabsContent>
        <TabsContent value="container" className="space-y-6 pt-4">
          <ContainerFigures />
        </TabsContent>
        <TabsContent value="disk" className="pt-4">
          <DiskFigures />
        </TabsContent>
      </Tabs>
    </MonitorPage>
  )
}

export default ServerListPage
