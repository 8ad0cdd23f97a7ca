const inFlight = new Map<string, Promise<unknown>>();

/**
 * A document asked for again while it is being made (several at the door printing the same
 * check-in list) shares that one: its data is read once and it is drawn once. `key` names the
 * document and everything it is drawn from.
 */
export const sameDocument = <T>(key: string, make: () => Promise<T>): Promise<T> => {
  const running = inFlight.get(key) as Promise<T> | undefined;
  if (running) return running;
  const made = make().finally(() => inFlight.delete(key));
  inFlight.set(key, made);
  return made;
};
