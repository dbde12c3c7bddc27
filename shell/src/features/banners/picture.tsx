import { BANNER_IMAGE_BREAKPOINTS_PX, type ImageRef } from '@oyna/contracts';

const [MEDIUM_PX, LARGE_PX] = BANNER_IMAGE_BREAKPOINTS_PX;

/**
 * spec §2: a picture with three image sources — default, 992 px and up, 1200 px and up (the
 * images list in that order). Missing larger sizes fall back to the default one.
 */
export function ResponsivePicture({
  images,
  alt,
  className,
  eager = false,
  priority = false,
}: {
  images: readonly ImageRef[];
  alt: string;
  className?: string;
  eager?: boolean;
  /** The page's likely largest paint (the first slide): fetched first, decoded at once. */
  priority?: boolean;
}) {
  const [small, medium, large] = images;
  if (!small) return null;
  return (
    <picture className={className}>
      {large ? <source media={`(min-width: ${LARGE_PX}px)`} srcSet={large.url} /> : null}
      {medium ? <source media={`(min-width: ${MEDIUM_PX}px)`} srcSet={medium.url} /> : null}
      <img
        src={small.url}
        alt={alt}
        loading={eager || priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}
