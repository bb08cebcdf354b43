import {
  AccountBookOutlined, ApartmentOutlined, ApiOutlined, CodeOutlined, AppstoreOutlined, BankOutlined, BarChartOutlined, BellOutlined, BookOutlined,
  CalendarOutlined, CloudOutlined, CommentOutlined, ContactsOutlined, DashboardOutlined, DatabaseOutlined, ExperimentOutlined,
  FileOutlined, FileTextOutlined, FolderOutlined, FundOutlined, GlobalOutlined, HomeOutlined, IdcardOutlined, LinkOutlined,
  LockOutlined, MailOutlined, MenuOutlined, MessageOutlined, MobileOutlined, MoneyCollectOutlined, NotificationOutlined,
  PhoneOutlined, PictureOutlined, PieChartOutlined, ProfileOutlined, RobotOutlined, SafetyOutlined, SettingOutlined,
  ShopOutlined, SolutionOutlined, TagsOutlined, TeamOutlined, ToolOutlined, UserOutlined, VideoCameraOutlined, WalletOutlined,
  WechatOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/**
 * Menu icons by the kebab-case names menus store (`bank`, `video-camera`, ...). A fixed set
 * keeps the shell's bundle small; the menu screen's icon picker offers exactly these.
 */
export const MENU_ICONS: Record<string, ComponentType> = {
  'account-book': AccountBookOutlined, apartment: ApartmentOutlined, api: ApiOutlined, code: CodeOutlined, appstore: AppstoreOutlined, bank: BankOutlined,
  'bar-chart': BarChartOutlined, bell: BellOutlined, book: BookOutlined, calendar: CalendarOutlined, cloud: CloudOutlined,
  comment: CommentOutlined, contacts: ContactsOutlined, dashboard: DashboardOutlined, database: DatabaseOutlined,
  experiment: ExperimentOutlined, file: FileOutlined, 'file-text': FileTextOutlined, folder: FolderOutlined, fund: FundOutlined,
  global: GlobalOutlined, home: HomeOutlined, idcard: IdcardOutlined, link: LinkOutlined, lock: LockOutlined, mail: MailOutlined,
  menu: MenuOutlined, message: MessageOutlined, mobile: MobileOutlined, 'money-collect': MoneyCollectOutlined,
  notification: NotificationOutlined, phone: PhoneOutlined, picture: PictureOutlined, 'pie-chart': PieChartOutlined,
  profile: ProfileOutlined, robot: RobotOutlined, safety: SafetyOutlined, setting: SettingOutlined, shop: ShopOutlined,
  solution: SolutionOutlined, tags: TagsOutlined, team: TeamOutlined, tool: ToolOutlined, user: UserOutlined,
  'video-camera': VideoCameraOutlined, wallet: WalletOutlined, wechat: WechatOutlined,
};

export function MenuIcon({ name }: { name?: string }) {
  const Icon = name ? MENU_ICONS[name] : undefined;
  return Icon ? <Icon /> : null;
}
