// Which fields an entity's About card shows. Components, APIs, resources, systems and domains show each field of
// theirs, '—' where it is empty; a group or a user shows only the fields it has (a group its type), because the
// others describe software, not people.

export type AboutField = 'owner' | 'system' | 'domain' | 'type' | 'lifecycle' | 'tags' | 'source';

const SOFTWARE_FIELDS: readonly AboutField[] = ['owner', 'system', 'type', 'lifecycle', 'tags', 'source'];
const SYSTEM_FIELDS: readonly AboutField[] = ['owner', 'domain', 'type', 'lifecycle', 'tags', 'source'];
const GROUP_FIELDS: readonly AboutField[] = ['type', 'tags', 'source'];
const USER_FIELDS: readonly AboutField[] = ['tags', 'source'];

/** The About card's fields for an entity of `kind`, given which fields have a value. */
export const aboutFields = (kind: string, hasValue: (field: AboutField) => boolean): readonly AboutField[] => {
  switch (kind.toLowerCase()) {
    case 'group':
      return GROUP_FIELDS.filter(hasValue);
    case 'user':
      return USER_FIELDS.filter(hasValue);
    case 'system':
    case 'domain':
      return SYSTEM_FIELDS;
    default:
      return SOFTWARE_FIELDS;
  }
};
