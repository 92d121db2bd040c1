import { definitionOf, widgetForType } from '../../../domain/api-docs/definition-widgets';

describe('widgetForType', () => {
  it.each([
    ['openapi', 'openapi'],
    ['OpenAPI', 'openapi'],
    [' asyncapi ', 'asyncapi'],
    ['graphql', 'graphql'],
    ['grpc', 'grpc'],
    ['trpc', 'trpc'],
    ['raml', 'plain'],
    ['', 'plain'],
    [undefined, 'plain'],
    [42, 'plain'],
  ])('type %j is shown by the %s viewer', (type, viewer) => {
    expect(widgetForType(type).type).toBe(viewer);
  });

  it('falls back to plain text when no widget is registered for a known type', () => {
    expect(widgetForType('graphql', []).type).toBe('plain');
  });
});

describe('definitionOf', () => {
  it('answers a non-empty string definition', () => {
    expect(definitionOf({ definition: 'openapi: 3.0.0' })).toBe('openapi: 3.0.0');
  });
  it.each([[undefined], [{}], [{ definition: '   ' }], [{ definition: { $text: './x.yaml' } }]])('answers nothing for %j', (spec) => {
    expect(definitionOf(spec)).toBeUndefined();
  });
});
