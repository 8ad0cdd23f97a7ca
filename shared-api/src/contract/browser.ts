// The contract as bundlers for the browser resolve 'shared-api/contract' (the "browser" condition
// in package.json): zod is set up for the Content-Security-Policy before any schema is built. The
// server gets ./index.ts and keeps zod's compiled parsers.
import './zod-without-eval';
export * from './index';
