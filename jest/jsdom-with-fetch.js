// jsdom has no fetch. Tests stub the calls they care about (jest.spyOn(globalThis, 'fetch')); any
// other call fails at once like an unreachable server would. No test touches the network: a real
// request to localhost could answer late, after its test environment is gone, and its outcome
// would depend on what happens to listen on the machine.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const g = this.global;
    const base = () => g.location.href;
    const toAbsolute = (input) =>
      typeof input === 'string' ? new URL(input, base()).toString() : input;
    g.fetch = async () => {
      throw new TypeError('fetch failed: unit tests have no network; stub this call');
    };
    g.Request = class extends Request {
      constructor(input, init) {
        super(toAbsolute(input), init);
      }
    };
    g.Response = Response;
    g.Headers = Headers;
    g.AbortController = AbortController;
    g.AbortSignal = AbortSignal;
    g.TextEncoder = TextEncoder;
    g.TextDecoder = TextDecoder;
    g.structuredClone = structuredClone;
  }
}

module.exports = JsdomWithFetch;
