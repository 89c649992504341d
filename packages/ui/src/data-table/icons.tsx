import { ArrowDown, ArrowUp, ChevronLeft, EllipsisVertical, Funnel } from 'lucide';
import { Icon, type IconProps } from '../icon/Icon';

export function MoreIcon(props: IconProps) {
  return <Icon icon={EllipsisVertical} {...props} />;
}

export function FilterIcon(props: IconProps) {
  return <Icon icon={Funnel} {...props} />;
}

export function SortIcon({ direction, ...props }: IconProps & { direction: 'ascending' | 'descending' }) {
  return <Icon icon={direction === 'ascending' ? ArrowUp : ArrowDown} {...props} />;
}

export function ChevronLeftIcon(props: IconProps) {
  return <Icon icon={ChevronLeft} {...props} />;
}
