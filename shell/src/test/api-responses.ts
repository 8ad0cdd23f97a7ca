/** A JSON answer in the API's envelope, as the server sends it. */
export const envelopeResponse = (
  status: number,
  data: unknown,
  errorMessage: string | null = null,
): Response =>
  new Response(JSON.stringify({ result: errorMessage === null ? 0 : 1, errorMessage, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
