import { useEffect } from 'react';
import {
  LIVE_CHAT_FALLBACK_MS,
  SCRIPT_INJECTION_DELAY_MS,
  selectSiteOptions,
  useAppSelector,
} from '@oyna/contracts';

/**
 * The chat vendor's loader script. The site options give chat-site-id and chat-div-id (spec
 * §2); an operator whose vendor is not the default sets chat-script-url, `{siteId}` being
 * replaced by the site id.
 */
export const DEFAULT_CHAT_SCRIPT_URL = 'https://vue.comm100.com/livechat.ashx?siteId={siteId}';

export interface LiveChatConfig {
  siteId: string;
  divId: string;
  scriptUrl: string;
}

/** The widget's settings, or null when the site options do not give both ids. */
export function liveChatConfigOf(options: Record<string, string>): LiveChatConfig | null {
  const siteId = options['chat-site-id']?.trim();
  const divId = options['chat-div-id']?.trim();
  if (!siteId || !divId) return null;
  const template = options['chat-script-url']?.trim() || DEFAULT_CHAT_SCRIPT_URL;
  return { siteId, divId, scriptUrl: template.replace('{siteId}', encodeURIComponent(siteId)) };
}

/**
 * Puts the widget's element on the page and, after the script injection delay (spec §9,
 * 100 ms), its script. Once per page.
 */
export function injectLiveChat(config: LiveChatConfig, doc: Document = document): () => void {
  if (doc.getElementById(config.divId)) return () => undefined;
  const holder = doc.createElement('div');
  holder.id = config.divId;
  doc.body.appendChild(holder);
  const timer = window.setTimeout(() => {
    const script = doc.createElement('script');
    script.async = true;
    script.src = config.scriptUrl;
    script.dataset.liveChat = config.siteId;
    doc.body.appendChild(script);
  }, SCRIPT_INJECTION_DELAY_MS);
  return () => window.clearTimeout(timer);
}

/**
 * spec §2: the live chat widget loads only in production, when the site settings give
 * chat-site-id and chat-div-id. It waits for the page to finish loading so that it never
 * competes with the site's own start-up, with a fallback after 5 s when the load event is late.
 */
export function useLiveChatWidget(production = process.env.NODE_ENV === 'production'): void {
  const options = useAppSelector(selectSiteOptions);
  const config = production ? liveChatConfigOf(options) : null;
  const siteId = config?.siteId;
  const divId = config?.divId;
  const scriptUrl = config?.scriptUrl;
  useEffect(() => {
    if (!siteId || !divId || !scriptUrl) return;
    let cancel: () => void = () => undefined;
    let done = false;
    const load = () => {
      if (done) return;
      done = true;
      cancel = injectLiveChat({ siteId, divId, scriptUrl });
    };
    const fallback = window.setTimeout(load, LIVE_CHAT_FALLBACK_MS);
    if (document.readyState === 'complete') load();
    else window.addEventListener('load', load, { once: true });
    return () => {
      window.clearTimeout(fallback);
      window.removeEventListener('load', load);
      cancel();
    };
  }, [siteId, divId, scriptUrl]);
}
