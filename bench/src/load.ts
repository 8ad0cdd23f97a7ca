import autocannon from 'autocannon';

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors plus answers other than 2xx. */
  errors: number;
  timeouts: number;
  requests: number;
}

export interface LoadOptions {
  url: string;
  connections: number;
  durationSeconds: number;
  method?: 'GET' | 'POST';
  /** Bodies cycled through by every connection (POST). */
  bodies?: readonly string[];
}

/** autocannon against one URL; the figures the budgets speak of. */
export const runLoad = async ({
  url,
  connections,
  durationSeconds,
  method = 'GET',
  bodies,
}: LoadOptions): Promise<LoadFigures> => {
  const result = await autocannon({
    url,
    connections,
    duration: durationSeconds,
    timeout: 10,
    method,
    ...(bodies
      ? {
          headers: { 'content-type': 'application/json' },
          requests: bodies.map((body) => ({ method, body })),
        }
      : {}),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    timeouts: result.timeouts,
    requests: result.requests.total,
  };
};
