/**
 * The full outlined Ant Design set (447 icons, ~100 KB gzip): what the menu icon picker offers and what
 * `<Icon>` falls back to for a name outside its core set. Loaded only through `import()` (loadIconCatalogue
 * in ./icon), never statically, so it stays out of the login and shell chunks.
 * Generated from the `*Outlined` modules of @ant-design/icons-svg/es/asn.
 */
import type { IconDefinition } from '@ant-design/icons-svg/es/types'
import AccountBookOutlined from '@ant-design/icons-svg/es/asn/AccountBookOutlined'
import AimOutlined from '@ant-design/icons-svg/es/asn/AimOutlined'
import AlertOutlined from '@ant-design/icons-svg/es/asn/AlertOutlined'
import AlibabaOutlined from '@ant-design/icons-svg/es/asn/AlibabaOutlined'
import AlignCenterOutlined from '@ant-design/icons-svg/es/asn/AlignCenterOutlined'
import AlignLeftOutlined from '@ant-design/icons-svg/es/asn/AlignLeftOutlined'
import AlignRightOutlined from '@ant-design/icons-svg/es/asn/AlignRightOutlined'
import AlipayCircleOutlined from '@ant-design/icons-svg/es/asn/AlipayCircleOutlined'
import AlipayOutlined from '@ant-design/icons-svg/es/asn/AlipayOutlined'
import AliwangwangOutlined from '@ant-design/icons-svg/es/asn/AliwangwangOutlined'
import AliyunOutlined from '@ant-design/icons-svg/es/asn/AliyunOutlined'
import AmazonOutlined from '@ant-design/icons-svg/es/asn/AmazonOutlined'
import AndroidOutlined from '@ant-design/icons-svg/es/asn/AndroidOutlined'
import AntCloudOutlined from '@ant-design/icons-svg/es/asn/AntCloudOutlined'
import AntDesignOutlined from '@ant-design/icons-svg/es/asn/AntDesignOutlined'
import ApartmentOutlined from '@ant-design/icons-svg/es/asn/ApartmentOutlined'
import ApiOutlined from '@ant-design/icons-svg/es/asn/ApiOutlined'
import AppleOutlined from '@ant-design/icons-svg/es/asn/AppleOutlined'
import AppstoreAddOutlined from '@ant-design/icons-svg/es/asn/AppstoreAddOutlined'
import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined'
import AreaChartOutlined from '@ant-design/icons-svg/es/asn/AreaChartOutlined'
import ArrowDownOutlined from '@ant-design/icons-svg/es/asn/ArrowDownOutlined'
import ArrowLeftOutlined from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined'
import ArrowRightOutlined from '@ant-design/icons-svg/es/asn/ArrowRightOutlined'
import ArrowUpOutlined from '@ant-design/icons-svg/es/asn/ArrowUpOutlined'
import ArrowsAltOutlined from '@ant-design/icons-svg/es/asn/ArrowsAltOutlined'
import AudioMutedOutlined from '@ant-design/icons-svg/es/asn/AudioMutedOutlined'
import AudioOutlined from '@ant-design/icons-svg/es/asn/AudioOutlined'
import AuditOutlined from '@ant-design/icons-svg/es/asn/AuditOutlined'
import BackwardOutlined from '@ant-design/icons-svg/es/asn/BackwardOutlined'
import BaiduOutlined from '@ant-design/icons-svg/es/asn/BaiduOutlined'
import BankOutlined from '@ant-design/icons-svg/es/asn/BankOutlined'
import BarChartOutlined from '@ant-design/icons-svg/es/asn/BarChartOutlined'
import BarcodeOutlined from '@ant-design/icons-svg/es/asn/BarcodeOutlined'
import BarsOutlined from '@ant-design/icons-svg/es/asn/BarsOutlined'
import BehanceOutlined from '@ant-design/icons-svg/es/asn/BehanceOutlined'
import BehanceSquareOutlined from '@ant-design/icons-svg/es/asn/BehanceSquareOutlined'
import BellOutlined from '@ant-design/icons-svg/es/asn/BellOutlined'
import BgColorsOutlined from '@ant-design/icons-svg/es/asn/BgColorsOutlined'
import BilibiliOutlined from '@ant-design/icons-svg/es/asn/BilibiliOutlined'
import BlockOutlined from '@ant-design/icons-svg/es/asn/BlockOutlined'
import BoldOutlined from '@ant-design/icons-svg/es/asn/BoldOutlined'
import BookOutlined from '@ant-design/icons-svg/es/asn/BookOutlined'
import BorderBottomOutlined from '@ant-design/icons-svg/es/asn/BorderBottomOutlined'
import BorderHorizontalOutlined from '@ant-design/icons-svg/es/asn/BorderHorizontalOutlined'
import BorderInnerOutlined from '@ant-design/icons-svg/es/asn/BorderInnerOutlined'
import BorderLeftOutlined from '@ant-design/icons-svg/es/asn/BorderLeftOutlined'
import BorderOuterOutlined from '@ant-design/icons-svg/es/asn/BorderOuterOutlined'
import BorderOutlined from '@ant-design/icons-svg/es/asn/BorderOutlined'
import BorderRightOutlined from '@ant-design/icons-svg/es/asn/BorderRightOutlined'
import BorderTopOutlined from '@ant-design/icons-svg/es/asn/BorderTopOutlined'
import BorderVerticleOutlined from '@ant-design/icons-svg/es/asn/BorderVerticleOutlined'
import BorderlessTableOutlined from '@ant-design/icons-svg/es/asn/BorderlessTableOutlined'
import BoxPlotOutlined from '@ant-design/icons-svg/es/asn/BoxPlotOutlined'
import BranchesOutlined from '@ant-design/icons-svg/es/asn/BranchesOutlined'
import BugOutlined from '@ant-design/icons-svg/es/asn/BugOutlined'
import BuildOutlined from '@ant-design/icons-svg/es/asn/BuildOutlined'
import BulbOutlined from '@ant-design/icons-svg/es/asn/BulbOutlined'
import CalculatorOutlined from '@ant-design/icons-svg/es/asn/CalculatorOutlined'
import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined'
import CameraOutlined from '@ant-design/icons-svg/es/asn/CameraOutlined'
import CarOutlined from '@ant-design/icons-svg/es/asn/CarOutlined'
import CaretDownOutlined from '@ant-design/icons-svg/es/asn/CaretDownOutlined'
import CaretLeftOutlined from '@ant-design/icons-svg/es/asn/CaretLeftOutlined'
import CaretRightOutlined from '@ant-design/icons-svg/es/asn/CaretRightOutlined'
import CaretUpOutlined from '@ant-design/icons-svg/es/asn/CaretUpOutlined'
import CarryOutOutlined from '@ant-design/icons-svg/es/asn/CarryOutOutlined'
import CheckCircleOutlined from '@ant-design/icons-svg/es/asn/CheckCircleOutlined'
import CheckOutlined from '@ant-design/icons-svg/es/asn/CheckOutlined'
import CheckSquareOutlined from '@ant-design/icons-svg/es/asn/CheckSquareOutlined'
import ChromeOutlined from '@ant-design/icons-svg/es/asn/ChromeOutlined'
import CiCircleOutlined from '@ant-design/icons-svg/es/asn/CiCircleOutlined'
import CiOutlined from '@ant-design/icons-svg/es/asn/CiOutlined'
import ClearOutlined from '@ant-design/icons-svg/es/asn/ClearOutlined'
import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined'
import CloseCircleOutlined from '@ant-design/icons-svg/es/asn/CloseCircleOutlined'
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined'
import CloseSquareOutlined from '@ant-design/icons-svg/es/asn/CloseSquareOutlined'
import CloudDownloadOutlined from '@ant-design/icons-svg/es/asn/CloudDownloadOutlined'
import CloudOutlined from '@ant-design/icons-svg/es/asn/CloudOutlined'
import CloudServerOutlined from '@ant-design/icons-svg/es/asn/CloudServerOutlined'
import CloudSyncOutlined from '@ant-design/icons-svg/es/asn/CloudSyncOutlined'
import CloudUploadOutlined from '@ant-design/icons-svg/es/asn/CloudUploadOutlined'
import ClusterOutlined from '@ant-design/icons-svg/es/asn/ClusterOutlined'
import CodeOutlined from '@ant-design/icons-svg/es/asn/CodeOutlined'
import CodeSandboxOutlined from '@ant-design/icons-svg/es/asn/CodeSandboxOutlined'
import CodepenCircleOutlined from '@ant-design/icons-svg/es/asn/CodepenCircleOutlined'
import CodepenOutlined from '@ant-design/icons-svg/es/asn/CodepenOutlined'
import CoffeeOutlined from '@ant-design/icons-svg/es/asn/CoffeeOutlined'
import ColumnHeightOutlined from '@ant-design/icons-svg/es/asn/ColumnHeightOutlined'
import ColumnWidthOutlined from '@ant-design/icons-svg/es/asn/ColumnWidthOutlined'
import CommentOutlined from '@ant-design/icons-svg/es/asn/CommentOutlined'
import CompassOutlined from '@ant-design/icons-svg/es/asn/CompassOutlined'
import CompressOutlined from '@ant-design/icons-svg/es/asn/CompressOutlined'
import ConsoleSqlOutlined from '@ant-design/icons-svg/es/asn/ConsoleSqlOutlined'
import ContactsOutlined from '@ant-design/icons-svg/es/asn/ContactsOutlined'
import ContainerOutlined from '@ant-design/icons-svg/es/asn/ContainerOutlined'
import ControlOutlined from '@ant-design/icons-svg/es/asn/ControlOutlined'
import CopyOutlined from '@ant-design/icons-svg/es/asn/CopyOutlined'
import CopyrightCircleOutlined from '@ant-design/icons-svg/es/asn/CopyrightCircleOutlined'
import CopyrightOutlined from '@ant-design/icons-svg/es/asn/CopyrightOutlined'
import CreditCardOutlined from '@ant-design/icons-svg/es/asn/CreditCardOutlined'
import CrownOutlined from '@ant-design/icons-svg/es/asn/CrownOutlined'
import CustomerServiceOutlined from '@ant-design/icons-svg/es/asn/CustomerServiceOutlined'
import DashOutlined from '@ant-design/icons-svg/es/asn/DashOutlined'
import DashboardOutlined from '@ant-design/icons-svg/es/asn/DashboardOutlined'
import DatabaseOutlined from '@ant-design/icons-svg/es/asn/DatabaseOutlined'
import DeleteColumnOutlined from '@ant-design/icons-svg/es/asn/DeleteColumnOutlined'
import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined'
import DeleteRowOutlined from '@ant-design/icons-svg/es/asn/DeleteRowOutlined'
import DeliveredProcedureOutlined from '@ant-design/icons-svg/es/asn/DeliveredProcedureOutlined'
import DeploymentUnitOutlined from '@ant-design/icons-svg/es/asn/DeploymentUnitOutlined'
import DesktopOutlined from '@ant-design/icons-svg/es/asn/DesktopOutlined'
import DiffOutlined from '@ant-design/icons-svg/es/asn/DiffOutlined'
import DingdingOutlined from '@ant-design/icons-svg/es/asn/DingdingOutlined'
import DingtalkOutlined from '@ant-design/icons-svg/es/asn/DingtalkOutlined'
import DisconnectOutlined from '@ant-design/icons-svg/es/asn/DisconnectOutlined'
import DiscordOutlined from '@ant-design/icons-svg/es/asn/DiscordOutlined'
import DislikeOutlined from '@ant-design/icons-svg/es/asn/DislikeOutlined'
import DockerOutlined from '@ant-design/icons-svg/es/asn/DockerOutlined'
import DollarCircleOutlined from '@ant-design/icons-svg/es/asn/DollarCircleOutlined'
import DollarOutlined from '@ant-design/icons-svg/es/asn/DollarOutlined'
import DotChartOutlined from '@ant-design/icons-svg/es/asn/DotChartOutlined'
import DotNetOutlined from '@ant-design/icons-svg/es/asn/DotNetOutlined'
import DoubleLeftOutlined from '@ant-design/icons-svg/es/asn/DoubleLeftOutlined'
import DoubleRightOutlined from '@ant-design/icons-svg/es/asn/DoubleRightOutlined'
import DownCircleOutlined from '@ant-design/icons-svg/es/asn/DownCircleOutlined'
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined'
import DownSquareOutlined from '@ant-design/icons-svg/es/asn/DownSquareOutlined'
import DownloadOutlined from '@ant-design/icons-svg/es/asn/DownloadOutlined'
import DragOutlined from '@ant-design/icons-svg/es/asn/DragOutlined'
import DribbbleOutlined from '@ant-design/icons-svg/es/asn/DribbbleOutlined'
import DribbbleSquareOutlined from '@ant-design/icons-svg/es/asn/DribbbleSquareOutlined'
import DropboxOutlined from '@ant-design/icons-svg/es/asn/DropboxOutlined'
import EditOutlined from '@ant-design/icons-svg/es/asn/EditOutlined'
import EllipsisOutlined from '@ant-design/icons-svg/es/asn/EllipsisOutlined'
import EnterOutlined from '@ant-design/icons-svg/es/asn/EnterOutlined'
import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined'
import EuroCircleOutlined from '@ant-design/icons-svg/es/asn/EuroCircleOutlined'
import EuroOutlined from '@ant-design/icons-svg/es/asn/EuroOutlined'
import ExceptionOutlined from '@ant-design/icons-svg/es/asn/ExceptionOutlined'
import ExclamationCircleOutlined from '@ant-design/icons-svg/es/asn/ExclamationCircleOutlined'
import ExclamationOutlined from '@ant-design/icons-svg/es/asn/ExclamationOutlined'
import ExpandAltOutlined from '@ant-design/icons-svg/es/asn/ExpandAltOutlined'
import ExpandOutlined from '@ant-design/icons-svg/es/asn/ExpandOutlined'
import ExperimentOutlined from '@ant-design/icons-svg/es/asn/ExperimentOutlined'
import ExportOutlined from '@ant-design/icons-svg/es/asn/ExportOutlined'
import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined'
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined'
import FacebookOutlined from '@ant-design/icons-svg/es/asn/FacebookOutlined'
import FallOutlined from '@ant-design/icons-svg/es/asn/FallOutlined'
import FastBackwardOutlined from '@ant-design/icons-svg/es/asn/FastBackwardOutlined'
import FastForwardOutlined from '@ant-design/icons-svg/es/asn/FastForwardOutlined'
import FieldBinaryOutlined from '@ant-design/icons-svg/es/asn/FieldBinaryOutlined'
import FieldNumberOutlined from '@ant-design/icons-svg/es/asn/FieldNumberOutlined'
import FieldStringOutlined from '@ant-design/icons-svg/es/asn/FieldStringOutlined'
import FieldTimeOutlined from '@ant-design/icons-svg/es/asn/FieldTimeOutlined'
import FileAddOutlined from '@ant-design/icons-svg/es/asn/FileAddOutlined'
import FileDoneOutlined from '@ant-design/icons-svg/es/asn/FileDoneOutlined'
import FileExcelOutlined from '@ant-design/icons-svg/es/asn/FileExcelOutlined'
import FileExclamationOutlined from '@ant-design/icons-svg/es/asn/FileExclamationOutlined'
import FileGifOutlined from '@ant-design/icons-svg/es/asn/FileGifOutlined'
import FileImageOutlined from '@ant-design/icons-svg/es/asn/FileImageOutlined'
import FileJpgOutlined from '@ant-design/icons-svg/es/asn/FileJpgOutlined'
import FileMarkdownOutlined from '@ant-design/icons-svg/es/asn/FileMarkdownOutlined'
import FileOutlined from '@ant-design/icons-svg/es/asn/FileOutlined'
import FilePdfOutlined from '@ant-design/icons-svg/es/asn/FilePdfOutlined'
import FilePptOutlined from '@ant-design/icons-svg/es/asn/FilePptOutlined'
import FileProtectOutlined from '@ant-design/icons-svg/es/asn/FileProtectOutlined'
import FileSearchOutlined from '@ant-design/icons-svg/es/asn/FileSearchOutlined'
import FileSyncOutlined from '@ant-design/icons-svg/es/asn/FileSyncOutlined'
import FileTextOutlined from '@ant-design/icons-svg/es/asn/FileTextOutlined'
import FileUnknownOutlined from '@ant-design/icons-svg/es/asn/FileUnknownOutlined'
import FileWordOutlined from '@ant-design/icons-svg/es/asn/FileWordOutlined'
import FileZipOutlined from '@ant-design/icons-svg/es/asn/FileZipOutlined'
import FilterOutlined from '@ant-design/icons-svg/es/asn/FilterOutlined'
import FireOutlined from '@ant-design/icons-svg/es/asn/FireOutlined'
import FlagOutlined from '@ant-design/icons-svg/es/asn/FlagOutlined'
import FolderAddOutlined from '@ant-design/icons-svg/es/asn/FolderAddOutlined'
import FolderOpenOutlined from '@ant-design/icons-svg/es/asn/FolderOpenOutlined'
import FolderOutlined from '@ant-design/icons-svg/es/asn/FolderOutlined'
import FolderViewOutlined from '@ant-design/icons-svg/es/asn/FolderViewOutlined'
import FontColorsOutlined from '@ant-design/icons-svg/es/asn/FontColorsOutlined'
import FontSizeOutlined from '@ant-design/icons-svg/es/asn/FontSizeOutlined'
import ForkOutlined from '@ant-design/icons-svg/es/asn/ForkOutlined'
import FormOutlined from '@ant-design/icons-svg/es/asn/FormOutlined'
import FormatPainterOutlined from '@ant-design/icons-svg/es/asn/FormatPainterOutlined'
import ForwardOutlined from '@ant-design/icons-svg/es/asn/ForwardOutlined'
import FrownOutlined from '@ant-design/icons-svg/es/asn/FrownOutlined'
import FullscreenExitOutlined from '@ant-design/icons-svg/es/asn/FullscreenExitOutlined'
import FullscreenOutlined from '@ant-design/icons-svg/es/asn/FullscreenOutlined'
import FunctionOutlined from '@ant-design/icons-svg/es/asn/FunctionOutlined'
import FundOutlined from '@ant-design/icons-svg/es/asn/FundOutlined'
import FundProjectionScreenOutlined from '@ant-design/icons-svg/es/asn/FundProjectionScreenOutlined'
import FundViewOutlined from '@ant-design/icons-svg/es/asn/FundViewOutlined'
import FunnelPlotOutlined from '@ant-design/icons-svg/es/asn/FunnelPlotOutlined'
import GatewayOutlined from '@ant-design/icons-svg/es/asn/GatewayOutlined'
import GifOutlined from '@ant-design/icons-svg/es/asn/GifOutlined'
import GiftOutlined from '@ant-design/icons-svg/es/asn/GiftOutlined'
import GithubOutlined from '@ant-design/icons-svg/es/asn/GithubOutlined'
import GitlabOutlined from '@ant-design/icons-svg/es/asn/GitlabOutlined'
import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined'
import GoldOutlined from '@ant-design/icons-svg/es/asn/GoldOutlined'
import GoogleOutlined from '@ant-design/icons-svg/es/asn/GoogleOutlined'
import GooglePlusOutlined from '@ant-design/icons-svg/es/asn/GooglePlusOutlined'
import GroupOutlined from '@ant-design/icons-svg/es/asn/GroupOutlined'
import HarmonyOSOutlined from '@ant-design/icons-svg/es/asn/HarmonyOSOutlined'
import HddOutlined from '@ant-design/icons-svg/es/asn/HddOutlined'
import HeartOutlined from '@ant-design/icons-svg/es/asn/HeartOutlined'
import HeatMapOutlined from '@ant-design/icons-svg/es/asn/HeatMapOutlined'
import HighlightOutlined from '@ant-design/icons-svg/es/asn/HighlightOutlined'
import HistoryOutlined from '@ant-design/icons-svg/es/asn/HistoryOutlined'
import HolderOutlined from '@ant-design/icons-svg/es/asn/HolderOutlined'
import HomeOutlined from '@ant-design/icons-svg/es/asn/HomeOutlined'
import HourglassOutlined from '@ant-design/icons-svg/es/asn/HourglassOutlined'
import Html5Outlined from '@ant-design/icons-svg/es/asn/Html5Outlined'
import IdcardOutlined from '@ant-design/icons-svg/es/asn/IdcardOutlined'
import IeOutlined from '@ant-design/icons-svg/es/asn/IeOutlined'
import ImportOutlined from '@ant-design/icons-svg/es/asn/ImportOutlined'
import InboxOutlined from '@ant-design/icons-svg/es/asn/InboxOutlined'
import InfoCircleOutlined from '@ant-design/icons-svg/es/asn/InfoCircleOutlined'
import InfoOutlined from '@ant-design/icons-svg/es/asn/InfoOutlined'
import InsertRowAboveOutlined from '@ant-design/icons-svg/es/asn/InsertRowAboveOutlined'
import InsertRowBelowOutlined from '@ant-design/icons-svg/es/asn/InsertRowBelowOutlined'
import InsertRowLeftOutlined from '@ant-design/icons-svg/es/asn/InsertRowLeftOutlined'
import InsertRowRightOutlined from '@ant-design/icons-svg/es/asn/InsertRowRightOutlined'
import InstagramOutlined from '@ant-design/icons-svg/es/asn/InstagramOutlined'
import InsuranceOutlined from '@ant-design/icons-svg/es/asn/InsuranceOutlined'
import InteractionOutlined from '@ant-design/icons-svg/es/asn/InteractionOutlined'
import IssuesCloseOutlined from '@ant-design/icons-svg/es/asn/IssuesCloseOutlined'
import ItalicOutlined from '@ant-design/icons-svg/es/asn/ItalicOutlined'
import JavaOutlined from '@ant-design/icons-svg/es/asn/JavaOutlined'
import JavaScriptOutlined from '@ant-design/icons-svg/es/asn/JavaScriptOutlined'
import KeyOutlined from '@ant-design/icons-svg/es/asn/KeyOutlined'
import KubernetesOutlined from '@ant-design/icons-svg/es/asn/KubernetesOutlined'
import LaptopOutlined from '@ant-design/icons-svg/es/asn/LaptopOutlined'
import LayoutOutlined from '@ant-design/icons-svg/es/asn/LayoutOutlined'
import LeftCircleOutlined from '@ant-design/icons-svg/es/asn/LeftCircleOutlined'
import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined'
import LeftSquareOutlined from '@ant-design/icons-svg/es/asn/LeftSquareOutlined'
import LikeOutlined from '@ant-design/icons-svg/es/asn/LikeOutlined'
import LineChartOutlined from '@ant-design/icons-svg/es/asn/LineChartOutlined'
import LineHeightOutlined from '@ant-design/icons-svg/es/asn/LineHeightOutlined'
import LineOutlined from '@ant-design/icons-svg/es/asn/LineOutlined'
import LinkOutlined from '@ant-design/icons-svg/es/asn/LinkOutlined'
import LinkedinOutlined from '@ant-design/icons-svg/es/asn/LinkedinOutlined'
import LinuxOutlined from '@ant-design/icons-svg/es/asn/LinuxOutlined'
import Loading3QuartersOutlined from '@ant-design/icons-svg/es/asn/Loading3QuartersOutlined'
import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined'
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined'
import LoginOutlined from '@ant-design/icons-svg/es/asn/LoginOutlined'
import LogoutOutlined from '@ant-design/icons-svg/es/asn/LogoutOutlined'
import MacCommandOutlined from '@ant-design/icons-svg/es/asn/MacCommandOutlined'
import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined'
import ManOutlined from '@ant-design/icons-svg/es/asn/ManOutlined'
import MedicineBoxOutlined from '@ant-design/icons-svg/es/asn/MedicineBoxOutlined'
import MediumOutlined from '@ant-design/icons-svg/es/asn/MediumOutlined'
import MediumWorkmarkOutlined from '@ant-design/icons-svg/es/asn/MediumWorkmarkOutlined'
import MehOutlined from '@ant-design/icons-svg/es/asn/MehOutlined'
import MenuFoldOutlined from '@ant-design/icons-svg/es/asn/MenuFoldOutlined'
import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined'
import MenuUnfoldOutlined from '@ant-design/icons-svg/es/asn/MenuUnfoldOutlined'
import MergeCellsOutlined from '@ant-design/icons-svg/es/asn/MergeCellsOutlined'
import MergeOutlined from '@ant-design/icons-svg/es/asn/MergeOutlined'
import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined'
import MinusCircleOutlined from '@ant-design/icons-svg/es/asn/MinusCircleOutlined'
import MinusOutlined from '@ant-design/icons-svg/es/asn/MinusOutlined'
import MinusSquareOutlined from '@ant-design/icons-svg/es/asn/MinusSquareOutlined'
import MobileOutlined from '@ant-design/icons-svg/es/asn/MobileOutlined'
import MoneyCollectOutlined from '@ant-design/icons-svg/es/asn/MoneyCollectOutlined'
import MonitorOutlined from '@ant-design/icons-svg/es/asn/MonitorOutlined'
import MoonOutlined from '@ant-design/icons-svg/es/asn/MoonOutlined'
import MoreOutlined from '@ant-design/icons-svg/es/asn/MoreOutlined'
import MutedOutlined from '@ant-design/icons-svg/es/asn/MutedOutlined'
import NodeCollapseOutlined from '@ant-design/icons-svg/es/asn/NodeCollapseOutlined'
import NodeExpandOutlined from '@ant-design/icons-svg/es/asn/NodeExpandOutlined'
import NodeIndexOutlined from '@ant-design/icons-svg/es/asn/NodeIndexOutlined'
import NotificationOutlined from '@ant-design/icons-svg/es/asn/NotificationOutlined'
import NumberOutlined from '@ant-design/icons-svg/es/asn/NumberOutlined'
import OneToOneOutlined from '@ant-design/icons-svg/es/asn/OneToOneOutlined'
import OpenAIOutlined from '@ant-design/icons-svg/es/asn/OpenAIOutlined'
import OrderedListOutlined from '@ant-design/icons-svg/es/asn/OrderedListOutlined'
import PaperClipOutlined from '@ant-design/icons-svg/es/asn/PaperClipOutlined'
import PartitionOutlined from '@ant-design/icons-svg/es/asn/PartitionOutlined'
import PauseCircleOutlined from '@ant-design/icons-svg/es/asn/PauseCircleOutlined'
import PauseOutlined from '@ant-design/icons-svg/es/asn/PauseOutlined'
import PayCircleOutlined from '@ant-design/icons-svg/es/asn/PayCircleOutlined'
import PercentageOutlined from '@ant-design/icons-svg/es/asn/PercentageOutlined'
import PhoneOutlined from '@ant-design/icons-svg/es/asn/PhoneOutlined'
import PicCenterOutlined from '@ant-design/icons-svg/es/asn/PicCenterOutlined'
import PicLeftOutlined from '@ant-design/icons-svg/es/asn/PicLeftOutlined'
import PicRightOutlined from '@ant-design/icons-svg/es/asn/PicRightOutlined'
import PictureOutlined from '@ant-design/icons-svg/es/asn/PictureOutlined'
import PieChartOutlined from '@ant-design/icons-svg/es/asn/PieChartOutlined'
import PinterestOutlined from '@ant-design/icons-svg/es/asn/PinterestOutlined'
import PlayCircleOutlined from '@ant-design/icons-svg/es/asn/PlayCircleOutlined'
import PlaySquareOutlined from '@ant-design/icons-svg/es/asn/PlaySquareOutlined'
import PlusCircleOutlined from '@ant-design/icons-svg/es/asn/PlusCircleOutlined'
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined'
import PlusSquareOutlined from '@ant-design/icons-svg/es/asn/PlusSquareOutlined'
import PoundCircleOutlined from '@ant-design/icons-svg/es/asn/PoundCircleOutlined'
import PoundOutlined from '@ant-design/icons-svg/es/asn/PoundOutlined'
import PoweroffOutlined from '@ant-design/icons-svg/es/asn/PoweroffOutlined'
import PrinterOutlined from '@ant-design/icons-svg/es/asn/PrinterOutlined'
import ProductOutlined from '@ant-design/icons-svg/es/asn/ProductOutlined'
import ProfileOutlined from '@ant-design/icons-svg/es/asn/ProfileOutlined'
import ProjectOutlined from '@ant-design/icons-svg/es/asn/ProjectOutlined'
import PropertySafetyOutlined from '@ant-design/icons-svg/es/asn/PropertySafetyOutlined'
import PullRequestOutlined from '@ant-design/icons-svg/es/asn/PullRequestOutlined'
import PushpinOutlined from '@ant-design/icons-svg/es/asn/PushpinOutlined'
import PythonOutlined from '@ant-design/icons-svg/es/asn/PythonOutlined'
import QqOutlined from '@ant-design/icons-svg/es/asn/QqOutlined'
import QrcodeOutlined from '@ant-design/icons-svg/es/asn/QrcodeOutlined'
import QuestionCircleOutlined from '@ant-design/icons-svg/es/asn/QuestionCircleOutlined'
import QuestionOutlined from '@ant-design/icons-svg/es/asn/QuestionOutlined'
import RadarChartOutlined from '@ant-design/icons-svg/es/asn/RadarChartOutlined'
import RadiusBottomleftOutlined from '@ant-design/icons-svg/es/asn/RadiusBottomleftOutlined'
import RadiusBottomrightOutlined from '@ant-design/icons-svg/es/asn/RadiusBottomrightOutlined'
import RadiusSettingOutlined from '@ant-design/icons-svg/es/asn/RadiusSettingOutlined'
import RadiusUpleftOutlined from '@ant-design/icons-svg/es/asn/RadiusUpleftOutlined'
import RadiusUprightOutlined from '@ant-design/icons-svg/es/asn/RadiusUprightOutlined'
import ReadOutlined from '@ant-design/icons-svg/es/asn/ReadOutlined'
import ReconciliationOutlined from '@ant-design/icons-svg/es/asn/ReconciliationOutlined'
import RedEnvelopeOutlined from '@ant-design/icons-svg/es/asn/RedEnvelopeOutlined'
import RedditOutlined from '@ant-design/icons-svg/es/asn/RedditOutlined'
import RedoOutlined from '@ant-design/icons-svg/es/asn/RedoOutlined'
import ReloadOutlined from '@ant-design/icons-svg/es/asn/ReloadOutlined'
import RestOutlined from '@ant-design/icons-svg/es/asn/RestOutlined'
import RetweetOutlined from '@ant-design/icons-svg/es/asn/RetweetOutlined'
import RightCircleOutlined from '@ant-design/icons-svg/es/asn/RightCircleOutlined'
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined'
import RightSquareOutlined from '@ant-design/icons-svg/es/asn/RightSquareOutlined'
import RiseOutlined from '@ant-design/icons-svg/es/asn/RiseOutlined'
import RobotOutlined from '@ant-design/icons-svg/es/asn/RobotOutlined'
import RocketOutlined from '@ant-design/icons-svg/es/asn/RocketOutlined'
import RollbackOutlined from '@ant-design/icons-svg/es/asn/RollbackOutlined'
import RotateLeftOutlined from '@ant-design/icons-svg/es/asn/RotateLeftOutlined'
import RotateRightOutlined from '@ant-design/icons-svg/es/asn/RotateRightOutlined'
import RubyOutlined from '@ant-design/icons-svg/es/asn/RubyOutlined'
import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined'
import SafetyOutlined from '@ant-design/icons-svg/es/asn/SafetyOutlined'
import SaveOutlined from '@ant-design/icons-svg/es/asn/SaveOutlined'
import ScanOutlined from '@ant-design/icons-svg/es/asn/ScanOutlined'
import ScheduleOutlined from '@ant-design/icons-svg/es/asn/ScheduleOutlined'
import ScissorOutlined from '@ant-design/icons-svg/es/asn/ScissorOutlined'
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined'
import SecurityScanOutlined from '@ant-design/icons-svg/es/asn/SecurityScanOutlined'
import SelectOutlined from '@ant-design/icons-svg/es/asn/SelectOutlined'
import SendOutlined from '@ant-design/icons-svg/es/asn/SendOutlined'
import SettingOutlined from '@ant-design/icons-svg/es/asn/SettingOutlined'
import ShakeOutlined from '@ant-design/icons-svg/es/asn/ShakeOutlined'
import ShareAltOutlined from '@ant-design/icons-svg/es/asn/ShareAltOutlined'
import ShopOutlined from '@ant-design/icons-svg/es/asn/ShopOutlined'
import ShoppingCartOutlined from '@ant-design/icons-svg/es/asn/ShoppingCartOutlined'
import ShoppingOutlined from '@ant-design/icons-svg/es/asn/ShoppingOutlined'
import ShrinkOutlined from '@ant-design/icons-svg/es/asn/ShrinkOutlined'
import SignatureOutlined from '@ant-design/icons-svg/es/asn/SignatureOutlined'
import SisternodeOutlined from '@ant-design/icons-svg/es/asn/SisternodeOutlined'
import SketchOutlined from '@ant-design/icons-svg/es/asn/SketchOutlined'
import SkinOutlined from '@ant-design/icons-svg/es/asn/SkinOutlined'
import SkypeOutlined from '@ant-design/icons-svg/es/asn/SkypeOutlined'
import SlackOutlined from '@ant-design/icons-svg/es/asn/SlackOutlined'
import SlackSquareOutlined from '@ant-design/icons-svg/es/asn/SlackSquareOutlined'
import SlidersOutlined from '@ant-design/icons-svg/es/asn/SlidersOutlined'
import SmallDashOutlined from '@ant-design/icons-svg/es/asn/SmallDashOutlined'
import SmileOutlined from '@ant-design/icons-svg/es/asn/SmileOutlined'
import SnippetsOutlined from '@ant-design/icons-svg/es/asn/SnippetsOutlined'
import SolutionOutlined from '@ant-design/icons-svg/es/asn/SolutionOutlined'
import SortAscendingOutlined from '@ant-design/icons-svg/es/asn/SortAscendingOutlined'
import SortDescendingOutlined from '@ant-design/icons-svg/es/asn/SortDescendingOutlined'
import SoundOutlined from '@ant-design/icons-svg/es/asn/SoundOutlined'
import SplitCellsOutlined from '@ant-design/icons-svg/es/asn/SplitCellsOutlined'
import SpotifyOutlined from '@ant-design/icons-svg/es/asn/SpotifyOutlined'
import StarOutlined from '@ant-design/icons-svg/es/asn/StarOutlined'
import StepBackwardOutlined from '@ant-design/icons-svg/es/asn/StepBackwardOutlined'
import StepForwardOutlined from '@ant-design/icons-svg/es/asn/StepForwardOutlined'
import StockOutlined from '@ant-design/icons-svg/es/asn/StockOutlined'
import StopOutlined from '@ant-design/icons-svg/es/asn/StopOutlined'
import StrikethroughOutlined from '@ant-design/icons-svg/es/asn/StrikethroughOutlined'
import SubnodeOutlined from '@ant-design/icons-svg/es/asn/SubnodeOutlined'
import SunOutlined from '@ant-design/icons-svg/es/asn/SunOutlined'
import SwapLeftOutlined from '@ant-design/icons-svg/es/asn/SwapLeftOutlined'
import SwapOutlined from '@ant-design/icons-svg/es/asn/SwapOutlined'
import SwapRightOutlined from '@ant-design/icons-svg/es/asn/SwapRightOutlined'
import SwitcherOutlined from '@ant-design/icons-svg/es/asn/SwitcherOutlined'
import SyncOutlined from '@ant-design/icons-svg/es/asn/SyncOutlined'
import TableOutlined from '@ant-design/icons-svg/es/asn/TableOutlined'
import TabletOutlined from '@ant-design/icons-svg/es/asn/TabletOutlined'
import TagOutlined from '@ant-design/icons-svg/es/asn/TagOutlined'
import TagsOutlined from '@ant-design/icons-svg/es/asn/TagsOutlined'
import TaobaoCircleOutlined from '@ant-design/icons-svg/es/asn/TaobaoCircleOutlined'
import TaobaoOutlined from '@ant-design/icons-svg/es/asn/TaobaoOutlined'
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined'
import ThunderboltOutlined from '@ant-design/icons-svg/es/asn/ThunderboltOutlined'
import TikTokOutlined from '@ant-design/icons-svg/es/asn/TikTokOutlined'
import ToTopOutlined from '@ant-design/icons-svg/es/asn/ToTopOutlined'
import ToolOutlined from '@ant-design/icons-svg/es/asn/ToolOutlined'
import TrademarkCircleOutlined from '@ant-design/icons-svg/es/asn/TrademarkCircleOutlined'
import TrademarkOutlined from '@ant-design/icons-svg/es/asn/TrademarkOutlined'
import TransactionOutlined from '@ant-design/icons-svg/es/asn/TransactionOutlined'
import TranslationOutlined from '@ant-design/icons-svg/es/asn/TranslationOutlined'
import TrophyOutlined from '@ant-design/icons-svg/es/asn/TrophyOutlined'
import TruckOutlined from '@ant-design/icons-svg/es/asn/TruckOutlined'
import TwitchOutlined from '@ant-design/icons-svg/es/asn/TwitchOutlined'
import TwitterOutlined from '@ant-design/icons-svg/es/asn/TwitterOutlined'
import UnderlineOutlined from '@ant-design/icons-svg/es/asn/UnderlineOutlined'
import UndoOutlined from '@ant-design/icons-svg/es/asn/UndoOutlined'
import UngroupOutlined from '@ant-design/icons-svg/es/asn/UngroupOutlined'
import UnlockOutlined from '@ant-design/icons-svg/es/asn/UnlockOutlined'
import UnorderedListOutlined from '@ant-design/icons-svg/es/asn/UnorderedListOutlined'
import UpCircleOutlined from '@ant-design/icons-svg/es/asn/UpCircleOutlined'
import UpOutlined from '@ant-design/icons-svg/es/asn/UpOutlined'
import UpSquareOutlined from '@ant-design/icons-svg/es/asn/UpSquareOutlined'
import UploadOutlined from '@ant-design/icons-svg/es/asn/UploadOutlined'
import UsbOutlined from '@ant-design/icons-svg/es/asn/UsbOutlined'
import UserAddOutlined from '@ant-design/icons-svg/es/asn/UserAddOutlined'
import UserDeleteOutlined from '@ant-design/icons-svg/es/asn/UserDeleteOutlined'
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined'
import UserSwitchOutlined from '@ant-design/icons-svg/es/asn/UserSwitchOutlined'
import UsergroupAddOutlined from '@ant-design/icons-svg/es/asn/UsergroupAddOutlined'
import UsergroupDeleteOutlined from '@ant-design/icons-svg/es/asn/UsergroupDeleteOutlined'
import VerifiedOutlined from '@ant-design/icons-svg/es/asn/VerifiedOutlined'
import VerticalAlignBottomOutlined from '@ant-design/icons-svg/es/asn/VerticalAlignBottomOutlined'
import VerticalAlignMiddleOutlined from '@ant-design/icons-svg/es/asn/VerticalAlignMiddleOutlined'
import VerticalAlignTopOutlined from '@ant-design/icons-svg/es/asn/VerticalAlignTopOutlined'
import VerticalLeftOutlined from '@ant-design/icons-svg/es/asn/VerticalLeftOutlined'
import VerticalRightOutlined from '@ant-design/icons-svg/es/asn/VerticalRightOutlined'
import VideoCameraAddOutlined from '@ant-design/icons-svg/es/asn/VideoCameraAddOutlined'
import VideoCameraOutlined from '@ant-design/icons-svg/es/asn/VideoCameraOutlined'
import WalletOutlined from '@ant-design/icons-svg/es/asn/WalletOutlined'
import WarningOutlined from '@ant-design/icons-svg/es/asn/WarningOutlined'
import WechatOutlined from '@ant-design/icons-svg/es/asn/WechatOutlined'
import WechatWorkOutlined from '@ant-design/icons-svg/es/asn/WechatWorkOutlined'
import WeiboCircleOutlined from '@ant-design/icons-svg/es/asn/WeiboCircleOutlined'
import WeiboOutlined from '@ant-design/icons-svg/es/asn/WeiboOutlined'
import WeiboSquareOutlined from '@ant-design/icons-svg/es/asn/WeiboSquareOutlined'
import WhatsAppOutlined from '@ant-design/icons-svg/es/asn/WhatsAppOutlined'
import WifiOutlined from '@ant-design/icons-svg/es/asn/WifiOutlined'
import WindowsOutlined from '@ant-design/icons-svg/es/asn/WindowsOutlined'
import WomanOutlined from '@ant-design/icons-svg/es/asn/WomanOutlined'
import XOutlined from '@ant-design/icons-svg/es/asn/XOutlined'
import YahooOutlined from '@ant-design/icons-svg/es/asn/YahooOutlined'
import YoutubeOutlined from '@ant-design/icons-svg/es/asn/YoutubeOutlined'
import YuqueOutlined from '@ant-design/icons-svg/es/asn/YuqueOutlined'
import ZhihuOutlined from '@ant-design/icons-svg/es/asn/ZhihuOutlined'
import ZoomInOutlined from '@ant-design/icons-svg/es/asn/ZoomInOutlined'
import ZoomOutOutlined from '@ant-design/icons-svg/es/asn/ZoomOutOutlined'

const ALL: readonly IconDefinition[] = [
  AccountBookOutlined,
  AimOutlined,
  AlertOutlined,
  AlibabaOutlined,
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  AlipayCircleOutlined,
  AlipayOutlined,
  AliwangwangOutlined,
  AliyunOutlined,
  AmazonOutlined,
  AndroidOutlined,
  AntCloudOutlined,
  AntDesignOutlined,
  ApartmentOutlined,
  ApiOutlined,
  AppleOutlined,
  AppstoreAddOutlined,
  AppstoreOutlined,
  AreaChartOutlined,
  ArrowDownOutlined,
  ArrowLeftOutlined,
  ArrowRightOutlined,
  ArrowUpOutlined,
  ArrowsAltOutlined,
  AudioMutedOutlined,
  AudioOutlined,
  AuditOutlined,
  BackwardOutlined,
  BaiduOutlined,
  BankOutlined,
  BarChartOutlined,
  BarcodeOutlined,
  BarsOutlined,
  BehanceOutlined,
  BehanceSquareOutlined,
  BellOutlined,
  BgColorsOutlined,
  BilibiliOutlined,
  BlockOutlined,
  BoldOutlined,
  BookOutlined,
  BorderBottomOutlined,
  BorderHorizontalOutlined,
  BorderInnerOutlined,
  BorderLeftOutlined,
  BorderOuterOutlined,
  BorderOutlined,
  BorderRightOutlined,
  BorderTopOutlined,
  BorderVerticleOutlined,
  BorderlessTableOutlined,
  BoxPlotOutlined,
  BranchesOutlined,
  BugOutlined,
  BuildOutlined,
  BulbOutlined,
  CalculatorOutlined,
  CalendarOutlined,
  CameraOutlined,
  CarOutlined,
  CaretDownOutlined,
  CaretLeftOutlined,
  CaretRightOutlined,
  CaretUpOutlined,
  CarryOutOutlined,
  CheckCircleOutlined,
  CheckOutlined,
  CheckSquareOutlined,
  ChromeOutlined,
  CiCircleOutlined,
  CiOutlined,
  ClearOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  CloseOutlined,
  CloseSquareOutlined,
  CloudDownloadOutlined,
  CloudOutlined,
  CloudServerOutlined,
  CloudSyncOutlined,
  CloudUploadOutlined,
  ClusterOutlined,
  CodeOutlined,
  CodeSandboxOutlined,
  CodepenCircleOutlined,
  CodepenOutlined,
  CoffeeOutlined,
  ColumnHeightOutlined,
  ColumnWidthOutlined,
  CommentOutlined,
  CompassOutlined,
  CompressOutlined,
  ConsoleSqlOutlined,
  ContactsOutlined,
  ContainerOutlined,
  ControlOutlined,
  CopyOutlined,
  CopyrightCircleOutlined,
  CopyrightOutlined,
  CreditCardOutlined,
  CrownOutlined,
  CustomerServiceOutlined,
  DashOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DeleteColumnOutlined,
  DeleteOutlined,
  DeleteRowOutlined,
  DeliveredProcedureOutlined,
  DeploymentUnitOutlined,
  DesktopOutlined,
  DiffOutlined,
  DingdingOutlined,
  DingtalkOutlined,
  DisconnectOutlined,
  DiscordOutlined,
  DislikeOutlined,
  DockerOutlined,
  DollarCircleOutlined,
  DollarOutlined,
  DotChartOutlined,
  DotNetOutlined,
  DoubleLeftOutlined,
  DoubleRightOutlined,
  DownCircleOutlined,
  DownOutlined,
  DownSquareOutlined,
  DownloadOutlined,
  DragOutlined,
  DribbbleOutlined,
  DribbbleSquareOutlined,
  DropboxOutlined,
  EditOutlined,
  EllipsisOutlined,
  EnterOutlined,
  EnvironmentOutlined,
  EuroCircleOutlined,
  EuroOutlined,
  ExceptionOutlined,
  ExclamationCircleOutlined,
  ExclamationOutlined,
  ExpandAltOutlined,
  ExpandOutlined,
  ExperimentOutlined,
  ExportOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  FacebookOutlined,
  FallOutlined,
  FastBackwardOutlined,
  FastForwardOutlined,
  FieldBinaryOutlined,
  FieldNumberOutlined,
  FieldStringOutlined,
  FieldTimeOutlined,
  FileAddOutlined,
  FileDoneOutlined,
  FileExcelOutlined,
  FileExclamationOutlined,
  FileGifOutlined,
  FileImageOutlined,
  FileJpgOutlined,
  FileMarkdownOutlined,
  FileOutlined,
  FilePdfOutlined,
  FilePptOutlined,
  FileProtectOutlined,
  FileSearchOutlined,
  FileSyncOutlined,
  FileTextOutlined,
  FileUnknownOutlined,
  FileWordOutlined,
  FileZipOutlined,
  FilterOutlined,
  FireOutlined,
  FlagOutlined,
  FolderAddOutlined,
  FolderOpenOutlined,
  FolderOutlined,
  FolderViewOutlined,
  FontColorsOutlined,
  FontSizeOutlined,
  ForkOutlined,
  FormOutlined,
  FormatPainterOutlined,
  ForwardOutlined,
  FrownOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  FunctionOutlined,
  FundOutlined,
  FundProjectionScreenOutlined,
  FundViewOutlined,
  FunnelPlotOutlined,
  GatewayOutlined,
  GifOutlined,
  GiftOutlined,
  GithubOutlined,
  GitlabOutlined,
  GlobalOutlined,
  GoldOutlined,
  GoogleOutlined,
  GooglePlusOutlined,
  GroupOutlined,
  HarmonyOSOutlined,
  HddOutlined,
  HeartOutlined,
  HeatMapOutlined,
  HighlightOutlined,
  HistoryOutlined,
  HolderOutlined,
  HomeOutlined,
  HourglassOutlined,
  Html5Outlined,
  IdcardOutlined,
  IeOutlined,
  ImportOutlined,
  InboxOutlined,
  InfoCircleOutlined,
  InfoOutlined,
  InsertRowAboveOutlined,
  InsertRowBelowOutlined,
  InsertRowLeftOutlined,
  InsertRowRightOutlined,
  InstagramOutlined,
  InsuranceOutlined,
  InteractionOutlined,
  IssuesCloseOutlined,
  ItalicOutlined,
  JavaOutlined,
  JavaScriptOutlined,
  KeyOutlined,
  KubernetesOutlined,
  LaptopOutlined,
  LayoutOutlined,
  LeftCircleOutlined,
  LeftOutlined,
  LeftSquareOutlined,
  LikeOutlined,
  LineChartOutlined,
  LineHeightOutlined,
  LineOutlined,
  LinkOutlined,
  LinkedinOutlined,
  LinuxOutlined,
  Loading3QuartersOutlined,
  LoadingOutlined,
  LockOutlined,
  LoginOutlined,
  LogoutOutlined,
  MacCommandOutlined,
  MailOutlined,
  ManOutlined,
  MedicineBoxOutlined,
  MediumOutlined,
  MediumWorkmarkOutlined,
  MehOutlined,
  MenuFoldOutlined,
  MenuOutlined,
  MenuUnfoldOutlined,
  MergeCellsOutlined,
  MergeOutlined,
  MessageOutlined,
  MinusCircleOutlined,
  MinusOutlined,
  MinusSquareOutlined,
  MobileOutlined,
  MoneyCollectOutlined,
  MonitorOutlined,
  MoonOutlined,
  MoreOutlined,
  MutedOutlined,
  NodeCollapseOutlined,
  NodeExpandOutlined,
  NodeIndexOutlined,
  NotificationOutlined,
  NumberOutlined,
  OneToOneOutlined,
  OpenAIOutlined,
  OrderedListOutlined,
  PaperClipOutlined,
  PartitionOutlined,
  PauseCircleOutlined,
  PauseOutlined,
  PayCircleOutlined,
  PercentageOutlined,
  PhoneOutlined,
  PicCenterOutlined,
  PicLeftOutlined,
  PicRightOutlined,
  PictureOutlined,
  PieChartOutlined,
  PinterestOutlined,
  PlayCircleOutlined,
  PlaySquareOutlined,
  PlusCircleOutlined,
  PlusOutlined,
  PlusSquareOutlined,
  PoundCircleOutlined,
  PoundOutlined,
  PoweroffOutlined,
  PrinterOutlined,
  ProductOutlined,
  ProfileOutlined,
  ProjectOutlined,
  PropertySafetyOutlined,
  PullRequestOutlined,
  PushpinOutlined,
  PythonOutlined,
  QqOutlined,
  QrcodeOutlined,
  QuestionCircleOutlined,
  QuestionOutlined,
  RadarChartOutlined,
  RadiusBottomleftOutlined,
  RadiusBottomrightOutlined,
  RadiusSettingOutlined,
  RadiusUpleftOutlined,
  RadiusUprightOutlined,
  ReadOutlined,
  ReconciliationOutlined,
  RedEnvelopeOutlined,
  RedditOutlined,
  RedoOutlined,
  ReloadOutlined,
  RestOutlined,
  RetweetOutlined,
  RightCircleOutlined,
  RightOutlined,
  RightSquareOutlined,
  RiseOutlined,
  RobotOutlined,
  RocketOutlined,
  RollbackOutlined,
  RotateLeftOutlined,
  RotateRightOutlined,
  RubyOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  SaveOutlined,
  ScanOutlined,
  ScheduleOutlined,
  ScissorOutlined,
  SearchOutlined,
  SecurityScanOutlined,
  SelectOutlined,
  SendOutlined,
  SettingOutlined,
  ShakeOutlined,
  ShareAltOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  ShrinkOutlined,
  SignatureOutlined,
  SisternodeOutlined,
  SketchOutlined,
  SkinOutlined,
  SkypeOutlined,
  SlackOutlined,
  SlackSquareOutlined,
  SlidersOutlined,
  SmallDashOutlined,
  SmileOutlined,
  SnippetsOutlined,
  SolutionOutlined,
  SortAscendingOutlined,
  SortDescendingOutlined,
  SoundOutlined,
  SplitCellsOutlined,
  SpotifyOutlined,
  StarOutlined,
  StepBackwardOutlined,
  StepForwardOutlined,
  StockOutlined,
  StopOutlined,
  StrikethroughOutlined,
  SubnodeOutlined,
  SunOutlined,
  SwapLeftOutlined,
  SwapOutlined,
  SwapRightOutlined,
  SwitcherOutlined,
  SyncOutlined,
  TableOutlined,
  TabletOutlined,
  TagOutlined,
  TagsOutlined,
  TaobaoCircleOutlined,
  TaobaoOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  TikTokOutlined,
  ToTopOutlined,
  ToolOutlined,
  TrademarkCircleOutlined,
  TrademarkOutlined,
  TransactionOutlined,
  TranslationOutlined,
  TrophyOutlined,
  TruckOutlined,
  TwitchOutlined,
  TwitterOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UngroupOutlined,
  UnlockOutlined,
  UnorderedListOutlined,
  UpCircleOutlined,
  UpOutlined,
  UpSquareOutlined,
  UploadOutlined,
  UsbOutlined,
  UserAddOutlined,
  UserDeleteOutlined,
  UserOutlined,
  UserSwitchOutlined,
  UsergroupAddOutlined,
  UsergroupDeleteOutlined,
  VerifiedOutlined,
  VerticalAlignBottomOutlined,
  VerticalAlignMiddleOutlined,
  VerticalAlignTopOutlined,
  VerticalLeftOutlined,
  VerticalRightOutlined,
  VideoCameraAddOutlined,
  VideoCameraOutlined,
  WalletOutlined,
  WarningOutlined,
  WechatOutlined,
  WechatWorkOutlined,
  WeiboCircleOutlined,
  WeiboOutlined,
  WeiboSquareOutlined,
  WhatsAppOutlined,
  WifiOutlined,
  WindowsOutlined,
  WomanOutlined,
  XOutlined,
  YahooOutlined,
  YoutubeOutlined,
  YuqueOutlined,
  ZhihuOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
]

/** Every outlined icon by its kebab-case name (`home`, `safety-certificate`). */
export const ICON_CATALOGUE: Readonly<Record<string, IconDefinition>> = Object.fromEntries(
  ALL.map((definition) => [definition.name, definition]),
)

/** The catalogue's names, sorted. */
export const ICON_CATALOGUE_NAMES: readonly string[] = Object.keys(ICON_CATALOGUE).sort()
