import { call, getContext, put, takeEvery } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import { isRemoteName, ownerOfEvent } from '@oyna/contracts';
import type { RemoteLoader } from './remote-loader';

export const SAGA_CONTEXT_REMOTES = 'remoteLoader';

function ownedByUnloadedRemote(loader: RemoteLoader) {
  return (action: Action) => {
    const owner = ownerOfEvent(action.type);
    return !!owner && isRemoteName(owner) && !loader.loaded(owner);
  };
}

/**
 * An event owned by a remote that is not loaded yet brings the remote in: the shell loads it
 * (injecting its slices and sagas) and dispatches the event again for the owner's saga.
 */
export function* watchEventOwners() {
  const loader: RemoteLoader = yield getContext(SAGA_CONTEXT_REMOTES);
  yield takeEvery(ownedByUnloadedRemote(loader), function* bringOwnerIn(action: Action) {
    const owner = ownerOfEvent(action.type);
    if (!owner || !isRemoteName(owner)) return;
    try {
      yield call(loader.load, owner);
      yield put(action);
    } catch (error) {
      console.error(`[oyna] could not load ${owner} for ${action.type}`, error);
    }
  });
}
