import type { JsonValue } from '../../../domain/app/config-values';
import { extractSchemaFromStep, formStepsOf, MASKED_VALUE, reviewRows, templateParameterSchema } from '../../../domain/scaffolder';

describe('parameter schema steps', () => {
  it('moves ui:* keys into the ui schema, following properties, items and combinators, without changing the input', () => {
    const step = {
      title: 'Step',
      'ui:order': ['name'],
      required: ['name'],
      properties: {
        name: { type: 'string', 'ui:field': 'EntityNamePicker', 'ui:autofocus': true },
        tags: { type: 'array', items: { type: 'string', 'ui:widget': 'text' }, 'ui:field': 'EntityTagsPicker' },
        address: { type: 'object', properties: { city: { type: 'string', 'ui:placeholder': 'City' } } },
      },
      oneOf: [{ properties: { extra: { type: 'string', 'ui:widget': 'textarea' } } }],
      dependencies: { name: { properties: { other: { type: 'string', 'ui:help': 'help' } } } },
    };
    const copy = JSON.parse(JSON.stringify(step));
    const { schema, uiSchema } = extractSchemaFromStep(step);
    expect(step).toEqual(copy);
    expect(JSON.stringify(schema)).not.toContain('ui:');
    expect(uiSchema).toEqual({
      'ui:order': ['name'],
      name: { 'ui:field': 'EntityNamePicker', 'ui:autofocus': true },
      tags: { 'ui:field': 'EntityTagsPicker', items: { 'ui:widget': 'text' } },
      address: { city: { 'ui:placeholder': 'City' } },
      extra: { 'ui:widget': 'textarea' },
      other: { 'ui:help': 'help' },
    });
    expect(schema['required']).toEqual(['name']);
  });

  it('moves the legacy enumNames into ui:enumNames', () => {
    const { schema, uiSchema } = extractSchemaFromStep({ properties: { lifecycle: { type: 'string', enum: ['a', 'b'], enumNames: ['A', 'B'] }, other: { enum: ['x'], enumNames: ['X'], 'ui:enumNames': ['Kept'] } } });
    expect(schema).toEqual({ properties: { lifecycle: { type: 'string', enum: ['a', 'b'] }, other: { enum: ['x'] } } });
    expect(uiSchema).toEqual({ lifecycle: { 'ui:enumNames': ['A', 'B'] }, other: { 'ui:enumNames': ['Kept'] } });
  });

  it('turns a parameter schema into form steps', () => {
    const steps = formStepsOf({ title: 'T', steps: [{ title: 'One', description: 'first', schema: { properties: { a: { type: 'string', 'ui:field': 'X' } } } }] });
    expect(steps).toHaveLength(1);
    expect(steps[0]).toMatchObject({ title: 'One', description: 'first', schema: { properties: { a: { type: 'string' } } }, uiSchema: { a: { 'ui:field': 'X' } } });
  });

  it('reads the steps of a template document like the backend does (list or single object)', () => {
    const template: JsonValue = { metadata: { name: 'n', title: 'My template', description: 'd' }, spec: { parameters: [{ title: 'A', properties: {} }, { properties: {} }, 'junk'] } };
    expect(templateParameterSchema(template)).toEqual({
      title: 'My template',
      description: 'd',
      steps: [
        { title: 'A', schema: { title: 'A', properties: {} } },
        { title: 'Please enter the following information', schema: { properties: {} } },
      ],
    });
    expect(templateParameterSchema({ metadata: { name: 'n' }, spec: { parameters: { title: 'Only' } } }).steps.map((step) => step.title)).toEqual(['Only']);
    expect(templateParameterSchema('nonsense')).toEqual({ title: 'Template', steps: [] });
  });
});

describe('review rows', () => {
  const steps = formStepsOf({
    title: 'T',
    steps: [
      {
        title: 'S',
        schema: {
          properties: {
            name: { type: 'string', title: 'Name' },
            password: { type: 'string', 'ui:widget': 'password' },
            token: { type: 'string', 'ui:field': 'Secret' },
            hidden: { type: 'string', 'ui:backstage': { review: { show: false } } },
            masked: { type: 'string', 'ui:backstage': { review: { mask: '<hidden>' } } },
            tags: { type: 'array' },
          },
        },
      },
    ],
  });

  it('uses titles, masks passwords and secrets, hides and masks as the template says', () => {
    expect(reviewRows(steps, { name: 'svc', password: 'p', token: '***', hidden: 'x', masked: 'y', tags: ['a', 'b'], repoUrl: 'github.com?owner=o', nested: { a: 1 } })).toEqual([
      { key: 'name', label: 'Name', value: 'svc' },
      { key: 'password', label: 'Password', value: MASKED_VALUE },
      { key: 'token', label: 'Token', value: MASKED_VALUE },
      { key: 'masked', label: 'Masked', value: '<hidden>' },
      { key: 'tags', label: 'Tags', value: 'a, b' },
      { key: 'repoUrl', label: 'Repo Url', value: 'github.com?owner=o' },
      { key: 'nested', label: 'Nested', value: '{"a":1}' },
    ]);
  });

  it('shows a repository picker’s value as an address and marks entity pickers’ refs to be named', () => {
    const pickers = formStepsOf({
      title: 'T',
      steps: [
        {
          title: 'S',
          schema: {
            properties: {
              owner: { type: 'string', title: 'Owner', 'ui:field': 'OwnerPicker' },
              system: { type: 'string', title: 'System', 'ui:field': 'EntityPicker', 'ui:options': { defaultKind: 'System' } },
              dependsOn: { type: 'array', title: 'Depends on', 'ui:field': 'MultiEntityPicker' },
              repoUrl: { type: 'string', title: 'Repository Location', 'ui:field': 'RepoUrlPicker' },
            },
          },
        },
      ],
    });
    expect(
      reviewRows(pickers, {
        owner: 'group:default/team-payments',
        system: 'payments-platform',
        dependsOn: ['component:default/ledger', 'resource:default/db'],
        repoUrl: 'github.com?owner=example-org&repo=refund-notifier',
      }),
    ).toEqual([
      { key: 'owner', label: 'Owner', value: 'group:default/team-payments', entityRefs: ['group:default/team-payments'], defaultKind: 'Group' },
      { key: 'system', label: 'System', value: 'payments-platform', entityRefs: ['payments-platform'], defaultKind: 'System' },
      { key: 'dependsOn', label: 'Depends on', value: 'component:default/ledger, resource:default/db', entityRefs: ['component:default/ledger', 'resource:default/db'] },
      { key: 'repoUrl', label: 'Repository Location', value: 'github.com/example-org/refund-notifier' },
    ]);
  });
});
