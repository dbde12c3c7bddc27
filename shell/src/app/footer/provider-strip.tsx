import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { FOOTER_PROVIDERS } from '@oyna/contracts';
import { ProviderLogo } from './provider-logo';

// swiper, which makes the strip slide, is fetched when the player scrolls towards the footer
// (house rule: a library loads when its feature is used); until then the logos stand still in
// the same row.
const ProviderSwiper = lazy(() => import('./provider-swiper'));

/** The logos side by side, as many as the sliding strip shows at once (footer.css). */
function StillRow() {
  return (
    <ul className="provider-strip-still">
      {FOOTER_PROVIDERS.map((name) => (
        <li key={name} data-provider={name}>
          <ProviderLogo name={name} />
        </li>
      ))}
    </ul>
  );
}

/**
 * spec §2/§9 Footer: the strip of the 12 provider logos, still until `sliding` (the player is
 * near the footer), then sliding (provider-swiper.tsx).
 */
export function ProviderStrip({ sliding }: { sliding: boolean }) {
  const intl = useIntl();
  return (
    <section
      className="provider-strip"
      aria-label={intl.formatMessage({ id: 'chrome.footer.providers' })}
    >
      {sliding ? (
        <Suspense fallback={<StillRow />}>
          <ProviderSwiper />
        </Suspense>
      ) : (
        <StillRow />
      )}
    </section>
  );
}
