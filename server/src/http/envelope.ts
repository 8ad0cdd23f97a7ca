import { RESULT_ERROR, RESULT_OK, type Envelope } from 'shared-api/contract';

export const ok = <T>(data: T): Envelope<T> => ({ result: RESULT_OK, errorMessage: null, data });

export const failure = (errorMessage: string): Envelope<null> => ({
  result: RESULT_ERROR,
  errorMessage,
  data: null,
});
