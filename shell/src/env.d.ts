/** Build-time constants set by tooling/rspack-app.mjs (DefinePlugin). */
declare const __OYNA_CONTRACTS_VERSION__: string;
declare const __OYNA_APP__: string;

/** What the page's inline boot script (src/boot/first-slides.js) leaves for the shell. */
interface OynaBoot {
  /** The page's own fingerprint id, made when none was stored (spec §7 x-fingerprint). */
  pageId?: string;
  /** The first page's cms/sliderlist call, already on its way. */
  slides?: { url: string; slug: string; locale: string; response: Promise<Response> };
  /** remotes.json, already on its way (taken once by fetchRemotesConfig). */
  remotes?: Promise<Response>;
  /**
   * On a remote's page, that remote's manifest, already on its way (taken once by the federation
   * runtime plugin); null when remotes.json did not name it.
   */
  manifest?: Promise<{ url: string; response: Promise<Response> } | null>;
}

interface Window {
  __OYNA_BOOT__?: OynaBoot;
}

/** What the shell puts in the federation share scope (tooling/shared-modules.mjs). */
declare const __OYNA_PROVIDED_MODULES__: Record<
  string,
  { version: string; singleton: boolean; requiredVersion: string; strictVersion: boolean }
>;
