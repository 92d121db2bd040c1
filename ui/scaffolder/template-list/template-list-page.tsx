// The template list: template cards in the groups 'Templates' / 'Other Templates', filters, and a
// 'Register Existing Component' button leading to the catalog-import page.
import { Button, Card, Checkbox, H1, H2, H5, InputGroup, Menu, MenuItem, PopoverNext, Spinner, Tag } from '@blueprintjs/core';
import { MoreIcon, SearchIcon } from '@blueprintjs/icons';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { RELATION_OWNED_BY, type Entity } from '../../../domain/catalog/entity';
import { entityRefOf } from '../../../domain/catalog/entity-ref';
import { filterTemplates, groupTemplates, humanizeEntityRef, pickerValueLabel, templateFacets, type TemplateFilterState, type TemplateGroupDefinition } from '../../../domain/scaffolder';
import { EmptyState, ErrorPanel, useKeyboardMenu, PageHeader } from '../../app/chrome';
import { BackendPluginMissingPanel } from '../../app/chrome/error-panel';
import { useExternalRoute } from '../../app/external-routes';
import { useDocsRouteParams } from '../../docs/hooks/docs-links';
import { Markdown } from '../../app/markdown/markdown';
import { scaffolderPaths } from '../routes';
import { useMissingScaffolder, useTemplates } from '../hooks/queries';
import { useTexts } from '../../app/queries';
import { scaffolderTexts } from '../../../domain/scaffolder/translations';

const TECHDOCS_REF = 'backstage.io/techdocs-ref';

const ownersOf = (template: Entity): readonly string[] =>
  (template.relations ?? []).filter((relation) => relation.type === RELATION_OWNED_BY).map((relation) => pickerValueLabel(relation.targetRef, { defaultKind: 'Group' }));

export const TemplateCard = ({ template }: { readonly template: Entity }) => {
  const scaffolderMessages = useTexts(scaffolderTexts);
  const viewTechDoc = useExternalRoute('scaffolder.viewTechDoc');
  const docsRouteParams = useDocsRouteParams();
  const ref = entityRefOf(template);
  const title = template.metadata.title ?? template.metadata.name;
  const type = template.spec?.type;
  const owners = ownersOf(template);
  const hasDocs = Boolean(template.metadata.annotations?.[TECHDOCS_REF]);
  const docsHref = hasDocs ? viewTechDoc({ ...docsRouteParams(template) }) : undefined;
  return (
    <Card className="portico-template-card" aria-label={title} compact>
      <div className="portico-template-card__header">
        <H5>{title}</H5>
        {typeof type === 'string' ? <Tag minimal>{type}</Tag> : null}
      </div>
      {template.metadata.description ? <Markdown className="portico-template-card__description" text={template.metadata.description} /> : null}
      {template.metadata.tags?.length ? (
        <div className="portico-tags" aria-label="Tags">
          {template.metadata.tags.map((tag) => (
            <Tag key={tag} minimal round>
              {tag}
            </Tag>
          ))}
        </div>
      ) : null}
      <div className="portico-template-card__footer">
        <span className="portico-muted">{owners.length ? `Owner: ${owners.join(', ')}` : humanizeEntityRef(ref, { defaultKind: 'Template' })}</span>
        <span className="portico-template-card__actions">
          {docsHref ? <Link to={docsHref}>View TechDocs</Link> : null}
          <Link className="bp6-button bp6-intent-primary" to={scaffolderPaths.template(ref.namespace, ref.name)} aria-label={`${scaffolderMessages.chooseTemplate} ${title}`}>
            {scaffolderMessages.chooseTemplate}
          </Link>
        </span>
      </div>
    </Card>
  );
};

const toggle = (list: readonly string[], value: string): readonly string[] => (list.includes(value) ? list.filter((item) => item !== value) : [...list, value]);

const Filters = ({ state, onChange, facets }: { state: TemplateFilterState; onChange: (state: TemplateFilterState) => void; facets: ReturnType<typeof templateFacets> }) => (
  <aside className="portico-catalog-filters" aria-label="Template filters">
    <InputGroup leftIcon={<SearchIcon />} placeholder="Search" aria-label="Search templates" value={state.search} onChange={(event) => onChange({ ...state, search: event.target.value })} />
    {facets.categories.length ? (
      <fieldset className="portico-filter-group">
        <legend>Categories</legend>
        {facets.categories.map((category) => (
          <Checkbox key={category} label={category} checked={state.categories.includes(category)} onChange={() => onChange({ ...state, categories: toggle(state.categories, category) })} />
        ))}
      </fieldset>
    ) : null}
    {facets.tags.length ? (
      <fieldset className="portico-filter-group">
        <legend>Tags</legend>
        {facets.tags.map((tag) => (
          <Checkbox key={tag} label={tag} checked={state.tags.includes(tag)} onChange={() => onChange({ ...state, tags: toggle(state.tags, tag) })} />
        ))}
      </fieldset>
    ) : null}
  </aside>
);

export const ScaffolderMenu = () => {
  const scaffolderMessages = useTexts(scaffolderTexts);
  const navigate = useNavigate();
  const { menuProps, popoverProps } = useKeyboardMenu();
  return (
    <PopoverNext
      placement="bottom-end"
      {...popoverProps}
      content={
        <Menu {...menuProps}>
          <MenuItem text="Template Editor" onClick={() => navigate(scaffolderPaths.edit)} />
          <MenuItem text={scaffolderMessages.installedActions} onClick={() => navigate(scaffolderPaths.actions)} />
          <MenuItem text="Task List" onClick={() => navigate(scaffolderPaths.tasks)} />
          <MenuItem text={scaffolderMessages.templatingExtensions} onClick={() => navigate(scaffolderPaths.templatingExtensions)} />
        </Menu>
      }
    >
      <Button variant="minimal" icon={<MoreIcon />} aria-label="Scaffolder menu" />
    </PopoverNext>
  );
};

const EMPTY_FILTERS: TemplateFilterState = { search: '', categories: [], tags: [] };

/** Shown above the templates when the backend has no scaffolder to run them. */
const MissingScaffolder = () => {
  const scaffolderMessages = useTexts(scaffolderTexts);
  const missing = useMissingScaffolder().data;
  if (!missing) return null;
  return (
    <BackendPluginMissingPanel intent="warning" pluginId={missing.pluginId} message={missing.message}>
      <p>{scaffolderMessages.templatesCannotRun}</p>
    </BackendPluginMissingPanel>
  );
};

export default function TemplateListPage({ groups = [] }: { readonly groups?: readonly TemplateGroupDefinition[] }) {
  const scaffolderMessages = useTexts(scaffolderTexts);
  const templates = useTemplates();
  const [filters, setFilters] = useState<TemplateFilterState>(EMPTY_FILTERS);
  const registerComponentHref = useExternalRoute('scaffolder.registerComponent')({});
  const all = useMemo(() => templates.data ?? [], [templates.data]);
  const facets = useMemo(() => templateFacets(all), [all]);
  const grouped = groupTemplates(filterTemplates(all, filters), groups);
  return (
    <div className="portico-page">
      <PageHeader page={{ page: 'create' }} className="portico-page-header">
        <div>
          <H1>{scaffolderMessages.createComponentTitle}</H1>
          <p className="portico-muted">{scaffolderMessages.createComponentSubtitle}</p>
        </div>
        <div className="portico-header-actions">
          {registerComponentHref ? (
            <Link className="bp6-button" to={registerComponentHref}>
              {scaffolderMessages.registerExistingComponent}
            </Link>
          ) : null}
          <ScaffolderMenu />
        </div>
      </PageHeader>
      <MissingScaffolder />
      <div className="portico-catalog-layout">
        <Filters state={filters} onChange={setFilters} facets={facets} />
        <div className="portico-catalog-results">
          {templates.isLoading ? <Spinner aria-label="Loading" /> : null}
          {templates.error ? <ErrorPanel title="Could not load the templates" error={templates.error} /> : null}
          {templates.data && grouped.length === 0 ? (
            <EmptyState title="No templates found" image="noInformation" description="No templates found that match your filter." />
          ) : null}
          {grouped.map((group) => (
            <section key={group.title} aria-label={group.title} className="portico-template-group">
              <H2>{group.title}</H2>
              <div className="portico-template-grid">
                {group.templates.map((template) => (
                  <TemplateCard key={`${template.metadata.namespace ?? 'default'}/${template.metadata.name}`} template={template} />
                ))}
              </div>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
