import type { TableState } from '@coperto/shared/floor/service.constants';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import CleaningServicesOutlined from '@mui/icons-material/CleaningServicesOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RestaurantOutlined from '@mui/icons-material/RestaurantOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import { TABLE_STATE_LOOKS, type TableStateLook } from '../lib/service-table-state';

const ICONS: Record<TableStateLook['icon'], ComponentType<SvgIconProps>> = {
  free: CheckCircleOutlined,
  clock: ScheduleOutlined,
  people: PeopleAltOutlined,
  dish: RestaurantOutlined,
  receipt: ReceiptLongOutlined,
  broom: CleaningServicesOutlined,
};

/** A table state's own icon in its accent colour (the word beside it says it: aria-hidden). */
export function ServiceStateIcon({ state, ...props }: { state: TableState } & SvgIconProps) {
  const look = TABLE_STATE_LOOKS[state];
  const Icon = ICONS[look.icon];
  return <Icon aria-hidden {...props} sx={{ color: look.accent, ...props.sx }} />;
}
