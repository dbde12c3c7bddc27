/**
 * spec §2: the live chat widget is loaded in production when the site settings give chat-site-id
 * and chat-div-id. The celebration's Live Chat button brings that widget's element into view and
 * activates it; without a widget there is nothing to open.
 */
export function openLiveChat(siteOptions: Record<string, string>): boolean {
  const divId = siteOptions['chat-div-id'];
  const element = divId ? document.getElementById(divId) : null;
  if (!element) return false;
  element.scrollIntoView({ behavior: 'smooth' });
  element.click();
  return true;
}
