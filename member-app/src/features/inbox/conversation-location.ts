/** What a row click passes to the conversation page. */
export interface ConversationLocationState {
  /** Opened from the admin inbox: the back link returns there. */
  fromAdmin?: boolean;
  isUnread?: boolean;
}

export const readConversationState = (state: unknown): ConversationLocationState => {
  if (typeof state !== 'object' || state === null) return {};
  const { fromAdmin, isUnread } = state as Record<string, unknown>;
  return { fromAdmin: fromAdmin === true, isUnread: isUnread === true };
};
