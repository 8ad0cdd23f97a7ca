/** Resolves in a task of its own, once the browser has had the main thread in between. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
