/**
 * The icons of the menus: those the seeded menus store (`dashboard`, `team`, `check-circle-o`…) and a few
 * more the shell and list pages draw. Not in the core set so the login page does not carry them: the shell
 * calls `registerIcons(MENU_ICON_SET)` (./icon) before it renders its menu. ~6 KB gzip.
 */
import type { IconDefinition } from '@ant-design/icons-svg/es/types'
import AreaChartOutlined from '@ant-design/icons-svg/es/asn/AreaChartOutlined'
import BarChartOutlined from '@ant-design/icons-svg/es/asn/BarChartOutlined'
import CarOutlined from '@ant-design/icons-svg/es/asn/CarOutlined'
import CloudOutlined from '@ant-design/icons-svg/es/asn/CloudOutlined'
import CoffeeOutlined from '@ant-design/icons-svg/es/asn/CoffeeOutlined'
import CopyOutlined from '@ant-design/icons-svg/es/asn/CopyOutlined'
import DashboardOutlined from '@ant-design/icons-svg/es/asn/DashboardOutlined'
import DoubleLeftOutlined from '@ant-design/icons-svg/es/asn/DoubleLeftOutlined'
import DoubleRightOutlined from '@ant-design/icons-svg/es/asn/DoubleRightOutlined'
import DownloadOutlined from '@ant-design/icons-svg/es/asn/DownloadOutlined'
import FileOutlined from '@ant-design/icons-svg/es/asn/FileOutlined'
import FormOutlined from '@ant-design/icons-svg/es/asn/FormOutlined'
import FullscreenOutlined from '@ant-design/icons-svg/es/asn/FullscreenOutlined'
import FullscreenExitOutlined from '@ant-design/icons-svg/es/asn/FullscreenExitOutlined'
import HomeOutlined from '@ant-design/icons-svg/es/asn/HomeOutlined'
import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined'
import ProfileOutlined from '@ant-design/icons-svg/es/asn/ProfileOutlined'
import QrcodeOutlined from '@ant-design/icons-svg/es/asn/QrcodeOutlined'
import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined'
import ScheduleOutlined from '@ant-design/icons-svg/es/asn/ScheduleOutlined'
import SolutionOutlined from '@ant-design/icons-svg/es/asn/SolutionOutlined'
import SyncOutlined from '@ant-design/icons-svg/es/asn/SyncOutlined'
import TableOutlined from '@ant-design/icons-svg/es/asn/TableOutlined'
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined'
import ThunderboltOutlined from '@ant-design/icons-svg/es/asn/ThunderboltOutlined'
import ToolOutlined from '@ant-design/icons-svg/es/asn/ToolOutlined'
import UnlockOutlined from '@ant-design/icons-svg/es/asn/UnlockOutlined'

export const MENU_ICON_SET: Readonly<Record<string, IconDefinition>> = {
  'area-chart': AreaChartOutlined,
  'bar-chart': BarChartOutlined,
  car: CarOutlined,
  cloud: CloudOutlined,
  coffee: CoffeeOutlined,
  copy: CopyOutlined,
  dashboard: DashboardOutlined,
  'double-left': DoubleLeftOutlined,
  'double-right': DoubleRightOutlined,
  download: DownloadOutlined,
  file: FileOutlined,
  form: FormOutlined,
  fullscreen: FullscreenOutlined,
  'fullscreen-exit': FullscreenExitOutlined,
  home: HomeOutlined,
  message: MessageOutlined,
  profile: ProfileOutlined,
  qrcode: QrcodeOutlined,
  'safety-certificate': SafetyCertificateOutlined,
  schedule: ScheduleOutlined,
  solution: SolutionOutlined,
  sync: SyncOutlined,
  table: TableOutlined,
  team: TeamOutlined,
  thunderbolt: ThunderboltOutlined,
  tool: ToolOutlined,
  unlock: UnlockOutlined,
}
