import { Button, Callout, H1, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { TagLabel } from '../../app/chrome/tag-label';
import { Fragment, Suspense, useDeferredValue, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { selectTabIndex } from '../../../domain/app/routes';
import { RELATION_CHILD_OF, RELATION_OWNED_BY, RELATION_PART_OF, relationTargets, type Entity } from '../../../domain/catalog/entity';
import { stringifyEntityRef } from '../../../domain/catalog/entity-ref';
import { entityTitle } from '../../../domain/catalog/presentation';
import { catalogEntityDeletePermission } from '../../../domain/permission/permission';
import { Breadcrumbs, ErrorPanel, PageHeader } from '../../app/chrome';
import { useEntityCards, useEntityConditionsReady, useEntityConditionsStarted, useEntityTabs } from '../../app/entity-tabs-context';
import { useExternalRoute } from '../../app/external-routes';
import { lazyImport } from '../../app/lazy-import';
import type { EntityTab } from '../../app/plugin';
import { usePermission } from '../../app/queries';
import { useEntityContextMenuItems } from '../../app/plugin-extension-points-context';
import { EntityRefLinks } from '../entity-ref-link';
import { entityPath } from '../../../domain/catalog/entity-path';
import { StarButton } from '../star-button';
import { useEntityPage, useEntityPresentation, useRecordVisit } from '../hooks/entity-queries';
import { entityRouteKey } from '../hooks/entity-route';
import { useStarred } from '../hooks/index-queries';
import { AboutCard } from './about-card';
import { EntityContextMenu } from './entity-context-menu';
import { EntityPageDialogsContext } from './entity-page-dialogs';
import { inspectTabOf } from './inspect-tabs';
import { RelationCards } from './relation-cards';
import { UnregisterDialog } from './unregister-dialog';
import { EntityWarnings } from './entity-warnings';
import { useTexts } from '../../app/queries';
import { catalogTexts } from '../../../domain/catalog/translations';
import { appTexts } from '../../../domain/app/translations';

const InspectDialog = lazyImport(() => import('./inspect-dialog'));

/** The relation that leads to an entity's parent for the breadcrumbs (components → system, groups → parent). */
const PARENT_RELATIONS = [RELATION_PART_OF, RELATION_CHILD_OF];

// The catalog plugin shows these as its Overview tab and its About and relation cards (config/browser/plugins/catalog.tsx).
export { AboutCard, RelationCards };

/** The Overview tab: the entity's warnings, then every card that applies to it by order (About is 0, relations 10). */
export const OverviewTab = ({ entity }: { entity: Entity }) => {
  const cards = useEntityCards().filter((card) => !card.when || card.when(entity));
  const ordered = [...cards].sort((a, b) => (a.order ?? 50) - (b.order ?? 50));
  return (
    <div className="portico-entity-overview">
      <EntityWarnings entity={entity} />
      <div className="portico-card-grid">
        {ordered.map((card) => (
          <Fragment key={card.id}>{card.render(entity)}</Fragment>
        ))}
      </div>
    </div>
  );
};

const EntityHeader = ({ entity }: { entity: Entity }) => {
  const owners = relationTargets(entity, RELATION_OWNED_BY);
  const parent = PARENT_RELATIONS.flatMap((relation) => relationTargets(entity, relation))[0];
  // The parent's title once it is loaded (its name until then); without a parent nothing is asked.
  const parentTitle = useEntityPresentation(parent ?? entity).primaryTitle;
  const { starred, toggle } = useStarred();
  const ref = stringifyEntityRef(entity);
  const title = entityTitle(entity);
  return (
    <header className="portico-entity-header">
      <Breadcrumbs
        items={[
          { label: 'Catalog', to: '/catalog' },
          ...(parent ? [{ label: parentTitle, to: entityPath(parent) }] : []),
          { label: title },
        ]}
      />
      <PageHeader as="div" page={{ page: 'entity', kind: entity.kind, type: entity.spec?.type }} className="portico-entity-title-row">
        <H1 className="portico-entity-title">{title}</H1>
        <StarButton starred={starred.some((s) => s.toLowerCase() === ref)} title={title} onToggle={() => toggle(ref)} />
      </PageHeader>
      <div className="portico-entity-labels">
        <TagLabel minimal>Kind: {entity.kind}</TagLabel>
        {entity.spec?.type ? <TagLabel minimal>Type: {String(entity.spec.type)}</TagLabel> : null}
        {entity.spec?.lifecycle ? <TagLabel minimal>Lifecycle: {String(entity.spec.lifecycle)}</TagLabel> : null}
        {owners.length ? (
          <span className="portico-entity-owner">
            Owner: <EntityRefLinks refs={owners} defaultKind="group" />
          </span>
        ) : null}
      </div>
    </header>
  );
};

const EntityTabs = ({ entity, tabs }: { entity: Entity; tabs: readonly EntityTab[] }) => {
  const location = useLocation();
  const base = entityPath(entity);
  const remaining = decodeURIComponent(location.pathname).slice(decodeURIComponent(base).length).replace(/^\/+/, '');
  const selected = selectTabIndex(
    tabs.map((tab) => tab.path),
    remaining,
  );
  // Tabs pattern: Tab reaches the selected tab, ←/→/Home/End move between tabs, Enter opens one.
  const tabLinks = useRef<(HTMLAnchorElement | null)[]>([]);
  const moveFocus = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const last = tabs.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    tabLinks.current[target]?.focus();
  };
  return (
    <>
      <nav className="portico-entity-tabs" aria-label="Entity sections">
        <ul role="tablist">
          {tabs.map((tab, index) => (
            <li key={tab.id} role="presentation">
              <Link
                role="tab"
                aria-selected={index === selected}
                tabIndex={index === selected ? 0 : -1}
                ref={(element) => {
                  tabLinks.current[index] = element;
                }}
                onKeyDown={(event) => moveFocus(event, index)}
                to={tab.path ? `${base}/${tab.path}` : base}
                className="portico-tab-link"
              >
                {tab.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className="portico-entity-tab-panel" role="tabpanel" aria-label={tabs[selected]?.title}>
        <Routes>
          {tabs.map((tab) => (
            <Route key={tab.id} path={tab.path ? `${tab.path}/*` : ''} element={<>{tab.render(entity)}</>} />
          ))}
          <Route path="*" element={<>{tabs[0]?.render(entity)}</>} />
        </Routes>
      </section>
    </>
  );
};

const LoadedEntityPage = ({ entity }: { entity: Entity }) => {
  useEntityConditionsReady();
  const pluginTabs = useEntityTabs();
  const menuItems = useEntityContextMenuItems();
  const recordVisit = useRecordVisit();
  const navigate = useNavigate();
  const unregisterRedirect = useExternalRoute('catalog.unregisterRedirect');
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [unregistering, setUnregistering] = useState(false);
  const ref = stringifyEntityRef(entity);
  // Asked as the page opens, so that the menu's Unregister entity is decided by the time the menu opens.
  usePermission(catalogEntityDeletePermission, ref);

  const tabs = useMemo(() => pluginTabs.filter((tab) => !tab.when || tab.when(entity)).sort((a, b) => (a.order ?? 50) - (b.order ?? 50)), [pluginTabs, entity]);

  // One visit per opened entity page, however often its data is refetched.
  const recorded = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (recorded.current === ref) return;
    recorded.current = ref;
    recordVisit({ name: entityTitle(entity), pathname: entityPath(entity), entityRef: ref });
  }, [recordVisit, entity, ref]);

  const inspecting = searchParams.has('inspect');
  // The inspect dialog unmounts when it closes, so it cannot give focus back itself: the menu button takes it.
  const menuTrigger = useRef<HTMLButtonElement>(null);
  const wasInspecting = useRef(inspecting);
  useEffect(() => {
    if (wasInspecting.current && !inspecting) menuTrigger.current?.focus();
    wasInspecting.current = inspecting;
  }, [inspecting]);
  const setInspect = (tab: string | undefined) => {
    const next = new URLSearchParams(searchParams);
    if (tab === undefined) next.delete('inspect');
    else next.set('inspect', tab);
    setSearchParams(next, { replace: tab !== undefined && inspecting });
  };

  const dialogs = { openUnregisterDialog: () => setUnregistering(true), openInspectDialog: () => setInspect('overview') };

  return (
    <div className="portico-page portico-entity-page" data-entity-ref={ref} key={location.pathname.split('/').slice(0, 5).join('/')}>
      <div className="portico-entity-header-row">
        <EntityHeader entity={entity} />
        <EntityPageDialogsContext.Provider value={dialogs}>
          <EntityContextMenu entity={entity} items={menuItems} triggerRef={menuTrigger} />
        </EntityPageDialogsContext.Provider>
      </div>
      <EntityTabs entity={entity} tabs={tabs} />
      {inspecting ? (
        <Suspense fallback={null}>
          <InspectDialog
            entity={entity}
            tab={inspectTabOf(searchParams.get('inspect'))}
            onTabChange={(tab) => setInspect(tab)}
            onClose={() => setInspect(undefined)}
          />
        </Suspense>
      ) : null}
      <UnregisterDialog
        entity={entity}
        open={unregistering}
        appTitle="Portico"
        onClose={() => setUnregistering(false)}
        onDone={() => {
          setUnregistering(false);
          navigate(unregisterRedirect({}) ?? '/catalog');
        }}
      />
    </div>
  );
};

/** The entity page at /catalog/:namespace/:kind/:name. */
export const EntityPage = () => {
  const messages = useTexts(appTexts);
  const catalogMessages = useTexts(catalogTexts);
  const page = useEntityPage(entityRouteKey(useParams()));
  useEntityConditionsStarted();
  // The entity's arrival renders the whole page (header, tabs, cards): as a deferred update React renders it in
  // slices, the spinner staying until it is done, instead of in one long task.
  const data = useDeferredValue(page.data);

  if (page.error) {
    return (
      <div className="portico-page">
        <ErrorPanel title={catalogMessages.couldNotFetchEntities} error={page.error}>
          <Button onClick={() => void page.refetch()}>{messages.retry}</Button>
        </ErrorPanel>
      </div>
    );
  }
  const loading = (
    <div className="portico-center" role="status" aria-label="Loading entity">
      <Spinner />
    </div>
  );
  if (!data) return loading;
  if (data._tag === 'NotFound') {
    return (
      <div className="portico-page">
        <NonIdealState
          icon={undefined}
          title={data.title}
          description={
            <Callout intent={Intent.WARNING}>
              {data.message} <Link to="/catalog">Back to the catalog</Link>
            </Callout>
          }
        />
      </div>
    );
  }
  return (
    <Suspense fallback={loading}>
      <LoadedEntityPage entity={data.entity} />
    </Suspense>
  );
};
