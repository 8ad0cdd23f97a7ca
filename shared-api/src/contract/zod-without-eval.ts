import { z } from 'zod';

// The site's Content-Security-Policy has no 'unsafe-eval'. Left to itself zod probes `new Function`
// when it builds an object schema, and the browser reports that probe as a policy violation even
// though zod catches the refusal. The setting lives on globalThis, so it covers every container's
// copy of zod.
z.config({ jitless: true });
