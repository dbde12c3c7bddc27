import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@oyna/contracts';
import {
  loadRequested,
  selectResource,
  type AccountDataRootState,
  type AccountResource,
  type LoadPayload,
  type ResourceState,
} from '../features/account-data/account-data-slice';

/**
 * A resource of the account screens: loaded when the screen mounts (and whenever `query`
 * changes, compared by value), with a reload for Retry.
 */
export function useResource<R extends AccountResource>(
  resource: R,
  query?: LoadPayload['query'],
): ResourceState<R> & { reload: () => void } {
  const dispatch = useAppDispatch();
  const state = useAppSelector((s) => selectResource(resource)(s as AccountDataRootState));
  const key = JSON.stringify(query ?? null);
  const reload = useCallback(() => {
    dispatch(loadRequested({ resource, query } as LoadPayload));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, resource, key]);
  useEffect(reload, [reload]);
  return { ...state, reload };
}
