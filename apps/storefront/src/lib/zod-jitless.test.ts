import { expect, it } from 'vitest';

it('the browser instrumentation turns off Zod code generation (no eval under the CSP)', async () => {
  await import('../instrumentation-client');
  const { config, z } = await import('zod');
  expect(config().jitless).toBe(true);
  const probes: string[] = [];
  const original = globalThis.Function;
  globalThis.Function = new Proxy(original, {
    apply(target, self, args) {
      probes.push('call');
      return Reflect.apply(target, self, args);
    },
    construct(target, args) {
      probes.push('new');
      return Reflect.construct(target, args);
    },
  });
  try {
    const schema = z.object({ name: z.string(), cep: z.string().regex(/^\d{8}$/) });
    expect(schema.parse({ name: 'Ana', cep: '01310100' })).toEqual({ name: 'Ana', cep: '01310100' });
    expect(schema.safeParse({ name: 'Ana', cep: 'x' }).success).toBe(false);
  } finally {
    globalThis.Function = original;
  }
  expect(probes).toEqual([]);
});
