import type { FOOTER_PROVIDERS } from '@oyna/contracts';
import { PROVIDER_LOGOS } from '../../assets/providers';

/** One provider's wordmark in the footer's strip (spec §2), still or sliding. */
export function ProviderLogo({ name }: { name: (typeof FOOTER_PROVIDERS)[number] }) {
  return (
    <img
      className="provider-logo"
      src={PROVIDER_LOGOS[name]}
      alt={name}
      width={160}
      height={48}
      loading="lazy"
    />
  );
}
