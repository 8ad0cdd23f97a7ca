import { z } from 'zod';

// The site's Content-Security-Policy has no 'unsafe-eval'. Left to itself zod probes `new Function`
// to compile fast parsers, and the browser reports that probe as a policy violation even though
// zod catches the refusal. The setting lives on globalThis, so it covers every container's copy of
// zod; the shell evaluates this module first, before any schema exists.
z.config({ jitless: true });
