import { lazyPages, startLazyPageDownload } from '../lazy-pages';

afterEach(() => {
  jest.restoreAllMocks();
  window.history.pushState(null, '', '/');
});

describe('startLazyPageDownload', () => {
  it("starts the download of the opened page's chunk", () => {
    const login = jest.spyOn(lazyPages, 'login').mockResolvedValue({} as never);
    window.history.pushState(null, '', '/login');
    startLazyPageDownload();
    expect(login).toHaveBeenCalledTimes(1);
  });

  it('downloads nothing for a page that is not a chunk of its own', () => {
    const loads = Object.keys(lazyPages).map((name) =>
      jest.spyOn(lazyPages, name as keyof typeof lazyPages).mockResolvedValue({} as never),
    );
    for (const path of ['/', '/terms', '/login/extra', '/toString']) {
      window.history.pushState(null, '', path);
      startLazyPageDownload();
    }
    for (const load of loads) expect(load).not.toHaveBeenCalled();
  });

  it('leaves a failed download to the router, which asks again', async () => {
    jest.spyOn(lazyPages, 'register').mockRejectedValue(new Error('offline'));
    window.history.pushState(null, '', '/register');
    expect(() => startLazyPageDownload()).not.toThrow();
    // No unhandled rejection: jest would fail the test run.
    await Promise.resolve();
  });
});
