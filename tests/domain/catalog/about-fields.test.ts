import { aboutFields, type AboutField } from '../../../domain/catalog/about-fields';

const all = () => true;
const none = () => false;
const only =
  (...fields: AboutField[]) =>
  (field: AboutField) =>
    fields.includes(field);

describe('the About card’s fields', () => {
  it.each(['Component', 'API', 'Resource', 'Template'])('are every software field for a %s, empty or not', (kind) => {
    expect(aboutFields(kind, none)).toEqual(['owner', 'system', 'type', 'lifecycle', 'tags', 'source']);
  });

  it.each(['System', 'Domain'])('name the domain instead of the system for a %s', (kind) => {
    expect(aboutFields(kind, none)).toEqual(['owner', 'domain', 'type', 'lifecycle', 'tags', 'source']);
  });

  it('are only the type, tags and source a group has, never owner, system or lifecycle', () => {
    expect(aboutFields('Group', all)).toEqual(['type', 'tags', 'source']);
    expect(aboutFields('group', only('type'))).toEqual(['type']);
    expect(aboutFields('Group', none)).toEqual([]);
  });

  it('are only the tags and source a user has', () => {
    expect(aboutFields('User', all)).toEqual(['tags', 'source']);
    expect(aboutFields('User', only('type', 'owner'))).toEqual([]);
  });
});
