import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EventSeatOutlined from '@mui/icons-material/EventSeatOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import PointOfSaleOutlined from '@mui/icons-material/PointOfSaleOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RestaurantOutlined from '@mui/icons-material/RestaurantOutlined';
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import TableRestaurantOutlined from '@mui/icons-material/TableRestaurantOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import type { DashboardSectionKey } from '../dashboard-sections';

const ICONS: Record<DashboardSectionKey, ComponentType<SvgIconProps>> = {
  home: SpaceDashboardOutlined,
  orders: ReceiptLongOutlined,
  bookings: EventSeatOutlined,
  floor: TableRestaurantOutlined,
  cashups: PointOfSaleOutlined,
  expenses: PaymentsOutlined,
  staff: BadgeOutlined,
  reports: AssessmentOutlined,
  business: StorefrontOutlined,
  restaurant: RestaurantOutlined,
  users: GroupOutlined,
  subscription: WorkspacePremiumOutlined,
  giftCards: CardGiftcardOutlined,
  invoices: DescriptionOutlined,
  discounts: LocalOfferOutlined,
  menus: MenuBookOutlined,
  gallery: PhotoLibraryOutlined,
  profile: AccountCircleOutlined,
  docs: ArticleOutlined,
};

export function SectionIcon({
  sectionKey,
  ...props
}: { sectionKey: DashboardSectionKey } & SvgIconProps) {
  const Icon = ICONS[sectionKey];
  return <Icon {...props} />;
}
