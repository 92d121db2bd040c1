// How the type filter's variants turn a choice into the types searched. No type chosen means every type.

/** The accordion and the tabs choose one type, or every type with `undefined`. */
export const chooseSingleType = (type: string | undefined): readonly string[] => (type === undefined ? [] : [type]);

/** The single type the accordion and the tabs show as chosen; undefined when every type (or several) is searched. */
export const singleChosenType = (types: readonly string[]): string | undefined => (types.length === 1 ? types[0] : undefined);

/**
 * The chips choose any number of types. Switching a chip keeps the order in which the types are offered,
 * so the same choice always makes the same URL.
 */
export const toggleType = (types: readonly string[], type: string, on: boolean, offered: readonly string[]): readonly string[] => {
  const chosen = new Set(types);
  if (on) chosen.add(type);
  else chosen.delete(type);
  const known = offered.filter((value) => chosen.has(value));
  const unknown = [...chosen].filter((value) => !offered.includes(value));
  return [...known, ...unknown];
};
