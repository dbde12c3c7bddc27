import { useEffect, useState } from 'react';
// A type only: erased from the build, so react-imask stays out of the kit's own chunk.
import type { IMaskInput } from 'react-imask';

/** react-imask's input component, once its chunk is here. */
export type MaskInputComponent = typeof IMaskInput;

let loaded: MaskInputComponent | undefined;
let loading: Promise<MaskInputComponent> | undefined;

/**
 * Loads react-imask (about 58 KB) the first time a masked field is shown: the first paint of the
 * site needs no mask (briefing › Phones first). A failed load is forgotten so that the next
 * masked field tries again; meanwhile the plain input keeps working.
 */
export function loadMaskInput(): Promise<MaskInputComponent> {
  loading ??= import('react-imask').then(
    (module) => (loaded = module.IMaskInput),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The mask input component, or undefined while it loads (the caller shows a plain input). */
export function useMaskInput(): MaskInputComponent | undefined {
  const [component, setComponent] = useState<MaskInputComponent | undefined>(() => loaded);
  useEffect(() => {
    if (component) return undefined;
    let mounted = true;
    loadMaskInput().then(
      (c) => mounted && setComponent(() => c),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [component]);
  return component;
}
