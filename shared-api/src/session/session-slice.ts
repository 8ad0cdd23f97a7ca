import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionUser } from '../contract';
import { tryReadToken } from './decode-token';

/** Why a session ended without the user asking: the shell tells the user. */
export type SessionEndReason = 'expired' | 'invalid';

export interface SessionState {
  user: SessionUser | null;
  token: string | null;
  /** Milliseconds since the epoch, from the token's exp claim. */
  expiresAt: number | null;
  /** 'loading' until the stored token has been read once at start-up. */
  status: 'loading' | 'ready';
  /** Set when the session ended by itself, until the shell has told the user. */
  endReason: SessionEndReason | null;
}

export interface SessionData {
  token: string;
  user: SessionUser;
}

export interface RestoredSession extends SessionData {
  expiresAt: number;
}

const initialState: SessionState = {
  user: null,
  token: null,
  expiresAt: null,
  status: 'loading',
  endReason: null,
};

const expiresAtOf = (token: string): number | null => tryReadToken(token)?.expiresAt ?? null;

const signedOut = (endReason: SessionEndReason | null): SessionState => ({
  ...initialState,
  status: 'ready',
  endReason,
});

const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    loggedIn: {
      reducer: (_state, action: PayloadAction<SessionData & { expiresAt: number | null }>) => ({
        ...action.payload,
        status: 'ready' as const,
        endReason: null,
      }),
      prepare: (session: SessionData) => ({
        payload: { ...session, expiresAt: expiresAtOf(session.token) },
      }),
    },
    loggedOut: () => signedOut(null),
    sessionRestored: (_state, action: PayloadAction<RestoredSession | null>) =>
      action.payload ? { ...action.payload, status: 'ready', endReason: null } : signedOut(null),
    sessionEnded: (_state, action: PayloadAction<SessionEndReason>) => signedOut(action.payload),
    sessionEndHandled: (state) => {
      state.endReason = null;
    },
    /** The server refused a call because an admin suspended the account since the token was made. */
    accountSuspended: (state) => {
      if (state.user) state.user.roles = ['SUSPENDED'];
    },
  },
});

export const {
  accountSuspended,
  loggedIn,
  loggedOut,
  sessionRestored,
  sessionEnded,
  sessionEndHandled,
} = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
