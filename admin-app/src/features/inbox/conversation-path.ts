/** The conversation page lives in the member remote; the state tells it to lead back here. */
export const conversationPath = (noteId: string): string =>
  `/inbox/conversation/${encodeURIComponent(noteId)}`;
