// Extensions that answer to a name rather than to their id: a form field is found by the name a template gives in
// `ui:field`, a search result renderer by the document type it renders. Two enabled ones with one name would leave
// the portal to guess, so it refuses to start. A company replaces a built-in one by disabling it in app.extensions and
// giving its own under the same name.
import * as E from 'fp-ts/Either';
import { extensionId } from './extension-ids';

/** The kinds of extension found by name. */
export type NamedExtensionKind = 'scaffolder-form-field' | 'search-result-list-item';

/** An enabled extension found by name: a field's name, a renderer's document type. */
export interface NamedExtension {
  readonly kind: NamedExtensionKind;
  readonly pluginId: string;
  readonly name: string;
}

const WHAT: Record<NamedExtensionKind, (name: string) => string> = {
  'scaffolder-form-field': (name) => `the scaffolder form field '${name}'`,
  'search-result-list-item': (name) => `the search result renderer for documents of type '${name}'`,
};

const idOf = (extension: NamedExtension): string => extensionId(extension.kind, extension.pluginId, extension.name);

/** The message for two enabled extensions with one name; `builtInIds` tells a built-in one, which config can disable. */
export const nameClashMessage = (first: NamedExtension, second: NamedExtension, builtInIds: ReadonlySet<string>): string => {
  const what = WHAT[first.kind](first.name);
  const [builtIn, added] = builtInIds.has(idOf(second)) && !builtInIds.has(idOf(first)) ? [second, first] : [first, second];
  if (builtInIds.has(idOf(builtIn)) && !builtInIds.has(idOf(added))) {
    return (
      `The plugin '${added.pluginId}' gives ${what} ('${idOf(added)}'), which the portal has built in ('${idOf(builtIn)}'): ` +
      `to replace the built-in one, disable it in app.extensions (- ${idOf(builtIn)}: false)`
    );
  }
  return `The plugins '${first.pluginId}' and '${second.pluginId}' both give ${what} ('${idOf(first)}', '${idOf(second)}'): disable one of them in app.extensions`;
};

/** Right when no two enabled extensions of a kind share a name; Left: the first clash, saying how to settle it. */
export const checkNameClashes = (extensions: readonly NamedExtension[], builtInIds: readonly string[]): E.Either<string, void> => {
  const builtIn = new Set(builtInIds);
  const seen = new Map<string, NamedExtension>();
  for (const extension of extensions) {
    const key = `${extension.kind}:${extension.name}`;
    const earlier = seen.get(key);
    if (earlier) return E.left(nameClashMessage(earlier, extension, builtIn));
    seen.set(key, extension);
  }
  return E.right(undefined);
};
