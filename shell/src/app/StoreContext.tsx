import { createContext, useContext } from 'react';

/** The shell's clear-store action, handed to whatever part of the layout ends a session. */
export const ClearStoreContext = createContext<() => Promise<void>>(async () => {});

export const useClearStore = () => useContext(ClearStoreContext);
