// Blueprint's tables of icon names (the icons package's iconNames module), built when first read. Blueprint
// builds them as its module loads, converting each of its ~700 names to two cases with change-case: 10–20 ms of
// the app's start, for tables that only its "load every icon" reads. The browser build takes this module in its
// place (vite.config.ts); a test checks that both give the same tables.
import { BlueprintIcons_16 } from '@blueprintjs/icons/lib/esm/generated/16px/blueprint-icons-16';

/** Blueprint's icon names are kebab-case words of letters and digits. */
const pascalCase = (name: string): string =>
  name
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
const screamingSnakeCase = (name: string): string => name.replaceAll('-', '_').toUpperCase();

const iconNames: readonly string[] = Object.values(BlueprintIcons_16);

let byKey: Readonly<Record<string, string>> | undefined;
const namesByKey = (): Readonly<Record<string, string>> => {
  if (!byKey) {
    const current: Record<string, string> = {};
    const legacy: Record<string, string> = {};
    for (const name of iconNames) {
      current[pascalCase(name)] = name;
      legacy[screamingSnakeCase(name)] = name;
    }
    byKey = { ...current, ...legacy };
  }
  return byKey;
};

/** Every icon name by its PascalCase and its SCREAMING_SNAKE_CASE key, as Blueprint exports it. */
export const IconNames: Readonly<Record<string, string>> = new Proxy<Record<string, string>>(
  {},
  {
    get: (_target, key) => Reflect.get(namesByKey(), key),
    has: (_target, key) => Reflect.has(namesByKey(), key),
    ownKeys: () => Reflect.ownKeys(namesByKey()),
    getOwnPropertyDescriptor: (_target, key) => Reflect.getOwnPropertyDescriptor(namesByKey(), key),
    set: () => false,
    defineProperty: () => false,
    deleteProperty: () => false,
  },
);

export const IconNamesSet: ReadonlySet<string> = new Set(iconNames);
