import { Icon, type IconProps } from '@tonearm/ui';
import { Pencil } from '@tonearm/ui/icons';

export function PencilIcon(props: IconProps) {
  return <Icon icon={Pencil} {...props} />;
}
