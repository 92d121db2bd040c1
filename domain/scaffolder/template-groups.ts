// The template list: templates in the configured groups, the rest under 'Other Templates'
// (or, without configured groups, all under 'Templates').
import type { Entity } from '../catalog/entity';
import { scaffolderMessages } from './messages';

export interface TemplateGroupDefinition {
  readonly title: string;
  readonly filter: (template: Entity) => boolean;
}

export interface TemplateGroup {
  readonly title: string;
  readonly templates: readonly Entity[];
}

/** Groups in their configured order, then the rest; empty groups are left out. */
export const groupTemplates = (templates: readonly Entity[], groups: readonly TemplateGroupDefinition[] = []): readonly TemplateGroup[] => {
  const others: TemplateGroupDefinition = {
    title: groups.length > 0 ? scaffolderMessages.otherTemplatesGroup : scaffolderMessages.templatesGroup,
    filter: (template) => !groups.some((group) => group.filter(template)),
  };
  return [...groups, others]
    .map((group) => ({ title: group.title, templates: templates.filter(group.filter) }))
    .filter((group) => group.templates.length > 0);
};

export interface TemplateFilterState {
  readonly search: string;
  readonly categories: readonly string[];
  readonly tags: readonly string[];
}

const textOf = (template: Entity): string =>
  [template.metadata.name, template.metadata.title, template.metadata.description, ...(template.metadata.tags ?? [])]
    .filter((part): part is string => typeof part === 'string')
    .join(' ')
    .toLocaleLowerCase('en-US');

/** Search text in name, title, description and tags; categories are spec.type; every chosen tag must be present. */
export const filterTemplates = (templates: readonly Entity[], state: TemplateFilterState): readonly Entity[] => {
  const words = state.search.toLocaleLowerCase('en-US').split(/\s+/).filter(Boolean);
  return templates.filter((template) => {
    const text = textOf(template);
    if (!words.every((word) => text.includes(word))) return false;
    const type = template.spec?.type;
    if (state.categories.length > 0 && !(typeof type === 'string' && state.categories.includes(type.toLocaleLowerCase('en-US')))) return false;
    const tags = template.metadata.tags ?? [];
    return state.tags.every((tag) => tags.includes(tag));
  });
};

/** The categories (lowercase spec.type) and tags the templates offer, sorted. */
export const templateFacets = (templates: readonly Entity[]): { readonly categories: readonly string[]; readonly tags: readonly string[] } => ({
  categories: [...new Set(templates.flatMap((t) => (typeof t.spec?.type === 'string' ? [t.spec.type.toLocaleLowerCase('en-US')] : [])))].sort(),
  tags: [...new Set(templates.flatMap((t) => t.metadata.tags ?? []))].sort(),
});
