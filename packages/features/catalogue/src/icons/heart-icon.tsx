import { Icon, type IconProps } from '@tonearm/ui';
import { Heart } from '@tonearm/ui/icons';

export function HeartIcon({ filled, ...props }: IconProps & { filled?: boolean }) {
  return <Icon icon={Heart} {...props} fill={filled ? 'currentColor' : 'none'} />;
}
