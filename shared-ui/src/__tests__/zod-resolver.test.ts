import { z } from 'zod';
import { lazySchema, schemaResolver } from '../forms/zod-resolver';

type Values = { email: string };

const options = { fields: {}, shouldUseNativeValidation: undefined } as const;
const schema = z.object({ email: z.string().min(1, 'Email is required.') });

describe('lazySchema', () => {
  it('loads the schema once, at the first preload or validation, and validates with it', async () => {
    const load = jest.fn(async () => schema);
    const lazy = lazySchema<Values, Values>(load);
    const resolver = schemaResolver(lazy);
    expect(load).not.toHaveBeenCalled();

    lazy.preload();
    lazy.preload();
    const accepted = await resolver({ email: 'a@b.c' }, undefined, options);
    const refused = await resolver({ email: '' }, undefined, options);

    expect(load).toHaveBeenCalledTimes(1);
    expect(accepted).toEqual({ values: { email: 'a@b.c' }, errors: {} });
    expect(refused.errors.email?.message).toBe('Email is required.');
  });

  it('tries a failed load again at the next validation', async () => {
    const load = jest
      .fn<Promise<typeof schema>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue(schema);
    const lazy = lazySchema<Values, Values>(load);
    const resolver = schemaResolver(lazy);

    lazy.preload();
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
