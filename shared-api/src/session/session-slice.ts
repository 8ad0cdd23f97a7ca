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
  /**
   * The stored token had expired when the page loaded: the login page says so once, then clears it
   * (lapseNoticeShown). Unlike `endReason` nothing else reacts: the visitor stays where they are.
   */
  lapsed: boolean;
}

export interface SessionData {
  token: string;
  user: SessionUser;
}

export interface RestoredSession extends SessionData {
  expiresAt: number;
}

/** A token exchanged for a fresh one: applied only while `previousToken` is still the session's. */
export interface RefreshedSession extends SessionData {
  previousToken: string;
}

const initialState: SessionState = {
  user: null,
  token: null,
  expiresAt: null,
  status: 'loading',
  endReason: null,
  lapsed: false,
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
        lapsed: false,
      }),
      prepare: (session: SessionData) => ({
        payload: { ...session, expiresAt: expiresAtOf(session.token) },
      }),
    },
    loggedOut: () => signedOut(null),
    sessionRestored: (_state, action: PayloadAction<RestoredSession | null>) =>
      action.payload
        ? { ...action.payload, status: 'ready', endReason: null, lapsed: false }
        : signedOut(null),
    /** The stored token had expired before the page loaded: nobody is signed in. */
    sessionLapsed: () => ({ ...signedOut(null), lapsed: true }),
    lapseNoticeShown: (state) => {
      state.lapsed = false;
    },
    /**
     * The server re-issued the token with the account's current claims. An answer that arrives after
     * a logout or another login is dropped: it belongs to a session that is no longer this one.
     */
    sessionRefreshed: (state, action: PayloadAction<RefreshedSession>) => {
      const { previousToken, token, user } = action.payload;
      if (state.token === null || state.token !== previousToken) return;
      state.token = token;
      state.user = user;
      state.expiresAt = expiresAtOf(token);
    },
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
  lapseNoticeShown,
  loggedIn,
  loggedOut,
  sessionLapsed,
  sessionRefreshed,
  sessionRestored,
  sessionEnded,
  sessionEndHandled,
} = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
