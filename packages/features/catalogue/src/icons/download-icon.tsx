import { Icon, type IconProps } from '@tonearm/ui';
import { Download } from '@tonearm/ui/icons';

export function DownloadIcon(props: IconProps) {
  return <Icon icon={Download} {...props} />;
}
