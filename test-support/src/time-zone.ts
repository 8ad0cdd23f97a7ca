/**
 * Runs the file's tests as in a browser set to this zone, as Playwright's timezoneId does: the
 * zone the page reads is this one (jest keeps each file's process.env apart, so TZ cannot be set).
 * A page shows the reader's own time beside a Brussels time only when their zone is another.
 */
export const inTimeZone = (zone: string): void => {
  let spy: jest.SpyInstance | undefined;
  beforeAll(() => {
    const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
    spy = jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...resolved.call(this), timeZone: zone };
    });
  });
  afterAll(() => spy?.mockRestore());
};
