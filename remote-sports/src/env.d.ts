/** Build-time constants set by tooling/rspack-app.mjs (DefinePlugin). */
declare const __OYNA_CONTRACTS_VERSION__: string;
declare const __OYNA_APP__: string;
