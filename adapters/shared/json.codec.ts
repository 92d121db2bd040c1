import * as t from 'io-ts';
import type { JsonObject, JsonValue } from '../../domain/app/config-values';

/** Any JSON value (what JSON.parse can produce), checked all the way down. */
export const JsonValueCodec: t.Type<JsonValue> = t.recursion('JsonValue', () =>
  t.union([t.null, t.boolean, t.number, t.string, t.readonlyArray(JsonValueCodec), JsonObjectCodec]),
);

export const JsonObjectCodec: t.Type<JsonObject> = t.recursion('JsonObject', () => t.readonly(t.record(t.string, JsonValueCodec)));
