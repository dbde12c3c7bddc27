import { useCallback } from 'react';
import { selectSiteOptions, useAppSelector } from '@oyna/contracts';
import { openLiveChat } from '../../features/identity/live-chat';

/**
 * spec §2 Mobile bottom bar › Support opens chat: the live chat widget when it is on the page,
 * otherwise the first messaging contact of the site settings in a new tab.
 */
export function useSupport(): () => void {
  const options = useAppSelector(selectSiteOptions);
  return useCallback(() => {
    if (openLiveChat(options)) return;
    const contact = options.telegram || options.whatsapp;
    if (contact) window.open(contact, '_blank', 'noopener,noreferrer');
  }, [options]);
}
