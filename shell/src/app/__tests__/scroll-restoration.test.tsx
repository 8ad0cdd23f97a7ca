import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { useScrollRestoration } from '../use-scroll-restoration';

const scrollTo = jest.fn();
const scrollIntoView = jest.fn();

/** A page using the hook; answers a way to navigate (to a path, or by a step in history). */
const renderPage = () => {
  let navigate: NavigateFunction | undefined;
  const Page = () => {
    useScrollRestoration();
    navigate = useNavigate();
    return <h2 id="fees">Fees</h2>;
  };
  render(
    <MemoryRouter initialEntries={['/']}>
      <Page />
    </MemoryRouter>,
  );
  return (to: string | number) =>
    act(async () => {
      // NavigateFunction takes a path and a step in history through separate overloads.
      await (typeof to === 'number' ? navigate?.(to) : navigate?.(to));
    });
};

const scrollPageTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
};

let go: ReturnType<typeof renderPage>;

beforeEach(() => {
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = scrollIntoView;
  scrollTo.mockClear();
  scrollIntoView.mockClear();
  go = renderPage();
});

it('opens a new page at its top', async () => {
  scrollPageTo(600);
  scrollTo.mockClear();
  await go('/terms');
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
});

it('opens a page at its anchor when the address names one', async () => {
  await go('/tourist-info#fees');
  expect(scrollIntoView).toHaveBeenCalledTimes(1);
});

it('returns to where a page was left on Back and on Forward', async () => {
  scrollPageTo(600);
  await go('/terms');
  scrollPageTo(250);
  scrollTo.mockClear();

  await go(-1);
  expect(scrollTo).toHaveBeenLastCalledWith(0, 600);
  await go(1);
  expect(scrollTo).toHaveBeenLastCalledWith(0, 250);
});

it('keeps the browser from restoring the scroll itself while the site runs', () => {
  expect(window.history.scrollRestoration).toBe('manual');
});
