import { useDispatch, useSelector, useStore } from 'react-redux';
import type { Dispatch, Store, UnknownAction } from '@reduxjs/toolkit';
import type { ShellState } from './state';

/**
 * Typed store access. Raw useSelector/useDispatch are lint errors everywhere else
 * (eslint.config.mjs); a remote with its own lazy slice widens the state type:
 * `useAppSelector((s: ShellState & CasinoRootState) => ...)`.
 */
export const useAppSelector = useSelector.withTypes<ShellState>();
export const useAppDispatch = useDispatch.withTypes<Dispatch<UnknownAction>>();
export const useAppStore = useStore.withTypes<Store<ShellState>>();
