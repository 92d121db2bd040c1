import * as E from 'fp-ts/Either';
import { BUILT_IN_EXTENSION_IDS } from '../../../domain/app/built-in-extensions';
import { checkNameClashes, type NamedExtension } from '../../../domain/app/extension-name-clashes';

const field = (pluginId: string, name: string): NamedExtension => ({ kind: 'scaffolder-form-field', pluginId, name });
const renderer = (pluginId: string, name: string): NamedExtension => ({ kind: 'search-result-list-item', pluginId, name });

describe('checkNameClashes', () => {
  it('accepts fields and renderers that each have a name of their own, a field and a renderer sharing one', () => {
    expect(checkNameClashes([field('scaffolder', 'OwnerPicker'), field('acme', 'AcmeRepoPicker'), renderer('acme', 'AcmeRepoPicker')], BUILT_IN_EXTENSION_IDS)).toEqual(
      E.right(undefined),
    );
  });

  it("refuses a plugin's field with a built-in field's name, saying which built-in to disable to replace it", () => {
    const message =
      "The plugin 'acme' gives the scaffolder form field 'OwnerPicker' ('scaffolder-form-field:acme/OwnerPicker'), which the portal has built in " +
      "('scaffolder-form-field:scaffolder/OwnerPicker'): to replace the built-in one, disable it in app.extensions (- scaffolder-form-field:scaffolder/OwnerPicker: false)";
    expect(checkNameClashes([field('scaffolder', 'OwnerPicker'), field('acme', 'OwnerPicker')], BUILT_IN_EXTENSION_IDS)).toEqual(E.left(message));
    // Whichever plugin comes first.
    expect(checkNameClashes([field('acme', 'OwnerPicker'), field('scaffolder', 'OwnerPicker')], BUILT_IN_EXTENSION_IDS)).toEqual(E.left(message));
  });

  it("refuses a plugin's renderer for a type the portal renders itself", () => {
    expect(checkNameClashes([renderer('search', 'techdocs'), renderer('acme', 'techdocs')], BUILT_IN_EXTENSION_IDS)).toEqual(
      E.left(
        "The plugin 'acme' gives the search result renderer for documents of type 'techdocs' ('search-result-list-item:acme/techdocs'), which the portal has " +
          "built in ('search-result-list-item:search/techdocs'): to replace the built-in one, disable it in app.extensions (- search-result-list-item:search/techdocs: false)",
      ),
    );
  });

  it('refuses two plugins giving one name, naming both', () => {
    expect(checkNameClashes([field('acme', 'RepoPicker'), field('globex', 'RepoPicker')], BUILT_IN_EXTENSION_IDS)).toEqual(
      E.left(
        "The plugins 'acme' and 'globex' both give the scaffolder form field 'RepoPicker' ('scaffolder-form-field:acme/RepoPicker', 'scaffolder-form-field:globex/RepoPicker'): disable one of them in app.extensions",
      ),
    );
  });
});
