/** Build-time constant set by rspack.config.mjs (DefinePlugin). */
declare const __OYNA_APP__: string;
