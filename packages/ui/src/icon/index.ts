export { type BrandMarkSource, brandMark } from './brand-mark';
export { Icon, type IconNode, type IconProps } from './Icon';
