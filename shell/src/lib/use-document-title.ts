import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { MessageKey } from '@oyna/contracts';

/** Sets the document title to the route's title and the site name. */
export function useDocumentTitle(titleKey: MessageKey) {
  const intl = useIntl();
  useEffect(() => {
    const title = intl.formatMessage({ id: titleKey });
    const site = intl.formatMessage({ id: 'site.name' });
    document.title = titleKey === 'route.home' ? site : `${title} | ${site}`;
  }, [intl, titleKey]);
}
