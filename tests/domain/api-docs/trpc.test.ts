import fc from 'fast-check';
import { parseTrpcRouters } from '../../../domain/api-docs/trpc';
import { exampleDefinition, hostileTrpc, HOSTILE_HTML } from '../../support/api-docs/definitions';

describe('parseTrpcRouters: the example checkout router', () => {
  it('lists each procedure with its type, builder and input', () => {
    expect(parseTrpcRouters(exampleDefinition('trpc'))).toEqual([
      {
        name: 'checkoutRouter',
        unresolved: [],
        procedures: [
          { path: 'getBasket', type: 'query', base: 't.procedure', input: 'z.object({ basketId: z.string() })' },
          {
            path: 'addItem',
            type: 'mutation',
            base: 't.procedure',
            input: 'z.object({ basketId: z.string(), productId: z.string(), quantity: z.number().int().positive() })',
          },
          { path: 'placeOrder', type: 'mutation', base: 't.procedure', input: 'z.object({ basketId: z.string(), cardToken: z.string() })' },
        ],
      },
    ]);
  });
});

describe('parseTrpcRouters: nesting, references, outputs, odd syntax', () => {
  const routers = parseTrpcRouters(`
// A comment with router({ fake: t.procedure.query() }) inside
const userRouter = createTRPCRouter({
  byId: publicProcedure.input(z.object({ id: z.string() })).output(UserSchema).query(({ input }) => db.user(input.id)),
  "delete": protectedProcedure.mutation(() => { const s = "}, {"; return \`\${s} done\`; }),
  onChange: publicProcedure.subscription(() => observable(() => () => undefined)),
});

export const appRouter: AppRouterType = router({
  user: userRouter,
  admin: router({
    stats: adminProcedure.query(() => ({ count: [1, 2, 3].length })),
  }),
  billing,
  ...legacy,
});
`);

  it('expands routers used inside others and lists only the top one', () => {
    expect(routers.map((router) => router.name)).toEqual(['appRouter']);
    expect(routers[0]!.procedures).toEqual([
      { path: 'user.byId', type: 'query', base: 'publicProcedure', input: 'z.object({ id: z.string() })', output: 'UserSchema' },
      { path: 'user.delete', type: 'mutation', base: 'protectedProcedure' },
      { path: 'user.onChange', type: 'subscription', base: 'publicProcedure' },
      { path: 'admin.stats', type: 'query', base: 'adminProcedure' },
    ]);
    expect(routers[0]!.unresolved).toEqual(['billing']);
  });

  it('finds nothing in source without routers, and survives a router that refers to itself', () => {
    expect(parseTrpcRouters('export const x = 1;')).toEqual([]);
    expect(parseTrpcRouters('const a = router({ self: a, q: t.procedure.query(() => 1) });')).toEqual([
      { name: 'a', procedures: [{ path: 'q', type: 'query', base: 't.procedure' }], unresolved: ['self'] },
    ]);
  });

  it('keeps hostile strings as source text', () => {
    const [router] = parseTrpcRouters(hostileTrpc);
    expect(router!.procedures[0]!.input).toContain(HOSTILE_HTML.replace(/"/g, "'"));
  });

  it('never throws on arbitrary text', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (source) => void parseTrpcRouters(source)));
    fc.assert(
      fc.property(fc.array(fc.constantFrom('router', '(', ')', '{', '}', '[', ']', ':', ',', '.', 'query', 'mutation', 'a', '"s"', '`t${', '/*', '*/', '//', '\n', '='), { maxLength: 60 }), (parts) => {
        void parseTrpcRouters(parts.join(''));
      }),
    );
  });
});
