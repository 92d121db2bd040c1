// A rota as the on-call service answers it; the portal's backend client decodes answers with these codecs.
import * as t from 'io-ts';

const Person = t.intersection([t.type({ name: t.string }), t.partial({ email: t.string })]);

export const Rota = t.intersection([
  t.type({ id: t.string, name: t.string, onCall: Person, until: t.string }),
  t.partial({ escalations: t.array(t.type({ level: t.number, name: t.string })) }),
]);
export type Rota = t.TypeOf<typeof Rota>;

export const RotaList = t.type({ items: t.array(Rota) });
