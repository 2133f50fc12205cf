import { describe, expect, it } from 'vitest';
import { buildResolvers, buildTypeDefs } from './schema';

describe('buildResolvers', () => {
  const typeDefs = buildTypeDefs();

  it('accepts every domain resolver of the schema', () => {
    const resolvers = buildResolvers(typeDefs);
    expect(Object.keys(resolvers)).toContain('Query');
    // A field shared by the product types is kept only where the type has it.
    expect(resolvers.SimpleProduct).toHaveProperty('weight');
    expect(resolvers.VirtualProduct ?? {}).not.toHaveProperty('weight');
  });

  it('stops on a resolver field the schema does not have', () => {
    const typo = { Query: { prodcts: () => null } };
    expect(() => buildResolvers(typeDefs, [typo])).toThrow(
      'Resolvers given for unknown fields Query.prodcts',
    );
  });

  it('stops on a resolver for a type the schema does not have', () => {
    expect(() => buildResolvers(typeDefs, [{ NoSuchType: { a: () => null } }])).toThrow(
      'Resolvers given for unknown type NoSuchType',
    );
  });
});
