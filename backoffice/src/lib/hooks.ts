import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';

/**
 * The back office's store hooks. A feature's selector names the part of the state it reads
 * (`(s: { cashier: CashierState }) => …`), so features never import the app's RootState (the
 * app layer composes them, not the other way round).
 */
export const useAppDispatch = useDispatch.withTypes<Dispatch<UnknownAction>>();

export function useAppSelector<S, T>(selector: (state: S) => T): T {
  return useSelector(selector as (state: unknown) => T);
}
