/** Every /api answer is wrapped in this envelope: result 0 means success. */
export interface Envelope<T> {
  result: number;
  errorMessage: string | null;
  data: T;
}

export const RESULT_OK = 0;
export const RESULT_ERROR = 1;
