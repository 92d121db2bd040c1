// A rota as the on-call service answers it, decoded: an answer of another shape is an error naming where it differs.
import { isLeft } from 'fp-ts/Either';
import * as t from 'io-ts';
import { PathReporter } from 'io-ts/PathReporter';

const Person = t.intersection([t.type({ name: t.string }), t.partial({ email: t.string })]);

export const Rota = t.intersection([
  t.type({ id: t.string, name: t.string, onCall: Person, until: t.string }),
  t.partial({ escalations: t.array(t.type({ level: t.number, name: t.string })) }),
]);
export type Rota = t.TypeOf<typeof Rota>;

export const RotaList = t.type({ items: t.array(Rota) });

/** The decoded value, or an error whose message names each failing path. */
export const decode = <A>(codec: t.Decoder<unknown, A>, value: unknown, what: string): A => {
  const result = codec.decode(value);
  if (isLeft(result)) throw new Error(`The on-call service sent ${what} of an unexpected shape: ${PathReporter.report(result).join('; ')}`);
  return result.right;
};
