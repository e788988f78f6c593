import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { PortalState } from './rootReducer';

/** Typed hooks every remote uses against the shell's store. */
export const useAppSelector = useSelector.withTypes<PortalState>();
export const useAppDispatch = useDispatch.withTypes<ThunkDispatch<PortalState, unknown, UnknownAction>>();
