export { Skeleton, type SkeletonProps } from './Skeleton';
export { type SkeletonVariants, skeletonVariants } from './skeleton.variants';
