import type { Resolver } from 'react-hook-form';
import { lazyResolver } from '../lazy-resolver';

type Values = { email: string };

const options = { fields: {}, shouldUseNativeValidation: undefined } as const;
const accepting: Resolver<Values, unknown, Values> = async (values) => ({ values, errors: {} });

describe('lazyResolver', () => {
  it('loads the resolver once, at the first preload or validation, and validates with it', async () => {
    const load = jest.fn(async () => accepting);
    const { resolver, preload } = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();

    preload();
    preload();
    const result = await resolver({ email: 'a@b.c' }, undefined, options);

    expect(load).toHaveBeenCalledTimes(1);
    expect(result).toEqual({ values: { email: 'a@b.c' }, errors: {} });
  });

  it('tries a failed load again at the next validation', async () => {
    const load = jest
      .fn<Promise<Resolver<Values, unknown, Values>>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue(accepting);
    const { resolver, preload } = lazyResolver(load);

    preload();
    await expect(resolver({ email: 'a@b.c' }, undefined, options)).rejects.toThrow(
      'ChunkLoadError',
    );
    await expect(resolver({ email: 'a@b.c' }, undefined, options)).resolves.toEqual({
      values: { email: 'a@b.c' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
