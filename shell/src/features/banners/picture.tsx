import { BANNER_IMAGE_BREAKPOINTS_PX, type ImageRef } from '@oyna/contracts';

const [MEDIUM_PX, LARGE_PX] = BANNER_IMAGE_BREAKPOINTS_PX;

/**
 * Below this width a slide's fourth picture, drawn for a phone's shape, is shown (art direction:
 * a wide picture in a phone's box would be small; cropped, it would lose its headline).
 */
export const PHONE_ART_MAX_PX = 575.98;

/**
 * Asks the browser for the picture's image that this screen will show, at high priority, before
 * the picture is rendered (the first slide is the page's largest paint: its image should not
 * wait for the render). One `<link rel=preload>` per source, each with the media query under
 * which ResponsivePicture picks it, so only the one that applies is fetched.
 */
export function preloadPicture(images: readonly ImageRef[]): void {
  const [small, medium, large, phone] = images;
  if (!small || typeof document === 'undefined') return;
  const sources: [string, string | undefined][] = [];
  if (phone) sources.push([phone.url, `(max-width: ${PHONE_ART_MAX_PX}px)`]);
  const smallFrom = phone ? `(min-width: ${PHONE_ART_MAX_PX + 0.02}px)` : '';
  const smallTo = medium ? `(max-width: ${MEDIUM_PX - 0.02}px)` : '';
  sources.push([small.url, [smallFrom, smallTo].filter(Boolean).join(' and ') || undefined]);
  if (medium)
    sources.push([
      medium.url,
      large
        ? `(min-width: ${MEDIUM_PX}px) and (max-width: ${LARGE_PX - 0.02}px)`
        : `(min-width: ${MEDIUM_PX}px)`,
    ]);
  if (large) sources.push([large.url, `(min-width: ${LARGE_PX}px)`]);
  const asked = new Set(
    [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((l) =>
      l.getAttribute('href'),
    ),
  );
  for (const [href, media] of sources) {
    if (asked.has(href)) continue;
    const link = document.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', 'image');
    link.setAttribute('href', href);
    link.setAttribute('fetchpriority', 'high');
    if (media) link.setAttribute('media', media);
    document.head.appendChild(link);
  }
}

/**
 * spec §2: a picture with three image sources — default, 992 px and up, 1200 px and up (the
 * images list in that order). Missing larger sizes fall back to the default one. A fourth image
 * is the one drawn for a phone's shape, shown below 576 px. The picture is drawn whole, in its
 * own shape (banners.css): never cropped.
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
  const [small, medium, large, phone] = images;
  if (!small) return null;
  return (
    <picture className={className}>
      {phone ? <source media={`(max-width: ${PHONE_ART_MAX_PX}px)`} srcSet={phone.url} /> : null}
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
