import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { isValidApiId, validateApiId } from '../../../domain/api-docs/api-id';
import { DEFAULT_DEFINITION_WIDGETS, validateDefinitionWidgets } from '../../../domain/api-docs/definition-widgets';
import { API_DOCS_CONFIG_API_ID, API_DOCS_PLUGIN_ID } from '../../../domain/api-docs/constants';

// The API id rule: lowercase alphanumeric tokens separated by periods and dashes.
describe('the API id rule', () => {
  it.each(['a', 'abc', 'ab-c', 'a.b.c', 'a-b.c', 'abc.a-b-c.abc3', 'core.discovery', 'plugin.api-docs.config'])('accepts %s', (id) => {
    expect(isValidApiId(id)).toBe(true);
    expect(validateApiId(id)).toEqual(E.right(id));
  });

  it.each(['123', 'ab-3', 'ab_c', '.', '2ac', 'ab.3a', '.abc', 'abc.', 'ab..s', '', '_', 'Abc', 'a b', 'a--b', 'a.-b'])('refuses %j with the message', (id) => {
    expect(isValidApiId(id)).toBe(false);
    expect(validateApiId(id)).toEqual(
      E.left({ _tag: 'InvalidApiId', id, message: `API id must only contain period separated lowercase alphanum tokens with dashes, got '${id}'` }),
    );
  });

  const token = fc.stringMatching(/^[a-z][a-z0-9]{0,6}$/);

  it('accepts every id built from lowercase tokens joined by periods and dashes', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(token, fc.constantFrom('.', '-')), { minLength: 0, maxLength: 5 }), token, (parts, last) => {
        const id = parts.map(([part, separator]) => `${part}${separator}`).join('') + last;
        expect(isValidApiId(id)).toBe(true);
      }),
    );
  });

  it('refuses any id with a character outside a-z, 0-9, period and dash', () => {
    fc.assert(
      fc.property(token, fc.string({ minLength: 1, maxLength: 3 }).filter((text) => /[^a-z0-9.-]/.test(text)), token, (left, bad, right) => {
        expect(isValidApiId(`${left}${bad}${right}`)).toBe(false);
      }),
    );
  });

  it('holds for the ids Portico itself uses', () => {
    expect(isValidApiId(API_DOCS_PLUGIN_ID)).toBe(true);
    expect(isValidApiId(API_DOCS_CONFIG_API_ID)).toBe(true);
    expect(E.isRight(validateDefinitionWidgets(DEFAULT_DEFINITION_WIDGETS))).toBe(true);
  });
});

describe('definition widget ids', () => {
  const widget = DEFAULT_DEFINITION_WIDGETS[0]!;

  it('refuses a widget whose id breaks the rule', () => {
    expect(validateDefinitionWidgets([{ ...widget, id: 'api-docs.OpenAPI' }])).toEqual(
      E.left({ message: "API id must only contain period separated lowercase alphanum tokens with dashes, got 'api-docs.OpenAPI'" }),
    );
  });

  it('refuses two widgets with one id', () => {
    expect(validateDefinitionWidgets([widget, widget])).toEqual(E.left({ message: `Duplicate API definition widget: ${widget.id}` }));
  });
});
