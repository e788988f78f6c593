import { useDispatch, useSelector } from 'react-redux';
import type { Dispatch } from 'redux';
import type { PortalAction, PortalState } from './rootReducer';

/** Typed hooks every remote uses against the shell's store. */
export const useAppSelector = useSelector.withTypes<PortalState>();
export const useAppDispatch = useDispatch.withTypes<Dispatch<PortalAction>>();
