import { configureStore } from '@reduxjs/toolkit';
import { apiSlice } from './api-slice';
import { createSessionListener } from './session/session-listener';
import { sessionReducer } from './session/session-slice';

/** Called once by the shell (remotes use the shell's store through the shared react-redux). */
export const createStore = () =>
  configureStore({
    reducer: { [apiSlice.reducerPath]: apiSlice.reducer, session: sessionReducer },
    middleware: (getDefault) =>
      getDefault().prepend(createSessionListener()).concat(apiSlice.middleware),
  });

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
