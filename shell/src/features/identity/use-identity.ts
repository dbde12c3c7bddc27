import { useAppSelector } from '@oyna/contracts';
import { selectIdentity, type IdentityRootState, type IdentityState } from './identity-slice';

/** The identity dialogs' state (steps, pending request, countries). */
export function useIdentity(): IdentityState {
  return useAppSelector((state: IdentityRootState) => selectIdentity(state));
}
