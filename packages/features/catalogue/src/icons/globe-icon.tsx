import { Icon, type IconProps } from '@tonearm/ui';
import { Globe } from '@tonearm/ui/icons';

export function GlobeIcon(props: IconProps) {
  return <Icon icon={Globe} {...props} />;
}
