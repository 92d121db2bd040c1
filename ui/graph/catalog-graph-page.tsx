import { Button, Card, Checkbox, FormGroup, H1, HTMLSelect, InputGroup, Switch, Tag } from '@blueprintjs/core';
import * as E from 'fp-ts/Either';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { RELATION_NAMES } from '../../domain/catalog/entity';
import { canonicalEntityRef } from '../../domain/catalog/entity-ref';
import {
  DIRECTION_LABELS,
  DIRECTIONS,
  graphStateFromSearch,
  graphStateToSearch,
  isDirection,
  parseMaxDepth,
  type CatalogGraphState,
} from '../../domain/graph/graph-url';
import { EmptyState, PageHeader } from '../app/chrome';
import { useKindFacet } from '../catalog/hooks/index-queries';
import { EntityRelationsGraph } from './entity-relations-graph';
import { useTexts } from '../app/queries';
import { graphTexts } from '../../domain/graph/translations';

const DEPTH_OPTIONS = ['1', '2', '3', '4', '5', '∞'];

const toggled = (list: readonly string[], value: string): readonly string[] =>
  list.includes(value) ? list.filter((item) => item !== value) : [...list, value];

const RootPicker = ({ onAdd }: { onAdd: (ref: string) => void }) => {
  const graphMessages = useTexts(graphTexts);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ref = canonicalEntityRef(text.trim(), { defaultKind: 'component' });
    if (E.isLeft(ref)) {
      setError(graphMessages.invalidRef(text));
      return;
    }
    setError(undefined);
    setText('');
    onAdd(ref.right);
  };
  return (
    <form onSubmit={submit} className="portico-graph-page__root-form">
      <FormGroup label={graphMessages.entityRef} labelFor="catalog-graph-root" {...(error ? { helperText: error, intent: 'danger' as const } : {})}>
        <InputGroup
          id="catalog-graph-root"
          value={text}
          placeholder="component:default/payments"
          onChange={(event) => setText(event.target.value)}
          rightElement={<Button type="submit" variant="minimal" text={graphMessages.show} />}
        />
      </FormGroup>
    </form>
  );
};

/** The catalog graph page at /catalog-graph; its state lives in the URL. */
const CatalogGraphPage = () => {
  const graphMessages = useTexts(graphTexts);
  const location = useLocation();
  const navigate = useNavigate();
  const state = graphStateFromSearch(location.search);
  const kinds = useKindFacet();
  const go = (next: CatalogGraphState) => {
    const search = graphStateToSearch(next);
    navigate({ search: search ? `?${search}` : '' });
  };
  const set = (patch: Partial<CatalogGraphState>) => go({ ...state, ...patch });

  return (
    <div className="portico-page portico-catalog-graph">
      <PageHeader page={{ page: 'catalog-graph' }} className="portico-page-header">
        <H1>{graphMessages.pageTitle}</H1>
      </PageHeader>
      <div className="portico-graph-page">
        <aside className="portico-graph-page__filters" aria-label={graphMessages.filters}>
          <RootPicker onAdd={(ref) => set({ rootEntityRefs: state.rootEntityRefs.includes(ref) ? state.rootEntityRefs : [...state.rootEntityRefs, ref] })} />
          <FormGroup label={graphMessages.maxDepth} labelFor="catalog-graph-depth">
            <HTMLSelect
              id="catalog-graph-depth"
              value={Number.isFinite(state.maxDepth) ? String(state.maxDepth) : '∞'}
              onChange={(event) => set({ maxDepth: parseMaxDepth(event.target.value) })}
              options={DEPTH_OPTIONS}
            />
          </FormGroup>
          <FormGroup label={graphMessages.direction} labelFor="catalog-graph-direction">
            <HTMLSelect
              id="catalog-graph-direction"
              value={state.direction}
              onChange={(event) => {
                if (isDirection(event.target.value)) set({ direction: event.target.value });
              }}
              options={DIRECTIONS.map((direction) => ({ value: direction, label: DIRECTION_LABELS[direction] }))}
            />
          </FormGroup>
          <Switch label={graphMessages.unidirectional} checked={state.unidirectional} onChange={() => set({ unidirectional: !state.unidirectional })} />
          <Switch label={graphMessages.mergeRelations} checked={state.mergeRelations} onChange={() => set({ mergeRelations: !state.mergeRelations })} />
          <fieldset>
            <legend>{graphMessages.kinds}</legend>
            {(kinds.data ?? []).map((kind) => {
              const value = kind.value.toLowerCase();
              return (
                <Checkbox
                  key={value}
                  label={kind.value}
                  checked={state.selectedKinds.includes(value)}
                  onChange={() => set({ selectedKinds: toggled(state.selectedKinds, value) })}
                />
              );
            })}
          </fieldset>
          <fieldset>
            <legend>{graphMessages.relations}</legend>
            {RELATION_NAMES.map((relation) => (
              <Checkbox
                key={relation}
                label={relation}
                checked={state.selectedRelations.includes(relation)}
                onChange={() => set({ selectedRelations: toggled(state.selectedRelations, relation) })}
              />
            ))}
          </fieldset>
        </aside>
        <section aria-label={graphMessages.pageTitle}>
          {state.rootEntityRefs.length === 0 ? (
            <EmptyState title={graphMessages.chooseEntity} image="noInformation" description={graphMessages.chooseEntityDescription} />
          ) : (
            <Card className="portico-card">
              <div className="portico-graph-page__roots">
                {state.rootEntityRefs.map((ref) => (
                  <Tag
                    key={ref}
                    large
                    minimal
                    onRemove={() => set({ rootEntityRefs: state.rootEntityRefs.filter((root) => root !== ref) })}
                    aria-label={ref}
                  >
                    {ref}
                  </Tag>
                ))}
                <span className="portico-muted">{graphMessages.clickHint}</span>
              </div>
              <EntityRelationsGraph
                rootEntityRefs={state.rootEntityRefs}
                maxDepth={state.maxDepth}
                kinds={state.selectedKinds}
                relations={state.selectedRelations}
                direction={state.direction}
                unidirectional={state.unidirectional}
                mergeRelations={state.mergeRelations}
                zoom="enabled"
                ariaLabel={graphMessages.graphOf(state.rootEntityRefs.join(', '))}
              />
            </Card>
          )}
        </section>
      </div>
    </div>
  );
};

export default CatalogGraphPage;
