import { H4, InputGroup, Tag } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import * as E from 'fp-ts/Either';
import { parse } from 'graphql';
import { useMemo, useState } from 'react';
import { graphqlSchemaView, type GraphqlArgumentView, type GraphqlSchemaView, type GraphqlTypeView, type SdlDocument } from '../../../domain/api-docs/graphql-schema';
import { DefinitionProblem, KindTitle } from './definition-parts';
import { DefinitionText } from './safe-link';
import '../api-docs.css';
import { useTexts } from '../../app/queries';
import { apiDocsTexts } from '../../../domain/api-docs/translations';

/** The SDL parsed by graphql-js (the reference parser); its syntax errors carry line and column. */
export const readGraphqlSchema = (definition: string): E.Either<string, GraphqlSchemaView> => {
  try {
    return E.right(graphqlSchemaView(parse(definition, { noLocation: true }) as unknown as SdlDocument));
  } catch (error) {
    const located = error as { message?: string; locations?: readonly { line: number; column: number }[] };
    const where = located.locations?.[0] ? ` (line ${located.locations[0].line}, column ${located.locations[0].column})` : '';
    return E.left(`${located.message ?? String(error)}${where}`);
  }
};

const Arguments = ({ args }: { args: readonly GraphqlArgumentView[] }) =>
  args.length === 0 ? null : (
    <>
      (
      {args.map((argument, index) => (
        <span key={argument.name}>
          {index > 0 ? ', ' : null}
          <span className="portico-api-property">{argument.name}</span>: <span className="portico-api-type">{argument.type}</span>
          {argument.defaultValue !== undefined ? ` = ${argument.defaultValue}` : null}
        </span>
      ))}
      )
    </>
  );

const TypeSection = ({ type }: { type: GraphqlTypeView }) => {
  const apiDocsMessages = useTexts(apiDocsTexts);
  return (
  <section className="portico-api-graphql-type" aria-label={`${type.kind} ${type.name}`} id={`graphql-type-${type.name}`}>
    <H4>
      <KindTitle kind={type.kind === 'object' ? 'type' : type.kind} name={type.name} />
      {type.operation ? (
        <Tag minimal intent="primary" className="portico-api-operation-tag">
          {type.operation}
        </Tag>
      ) : null}
    </H4>
    {type.related.length > 0 ? (
      <p className="portico-muted">
        {type.kind === 'union' ? '= ' : 'implements '}
        {type.related.join(type.kind === 'union' ? ' | ' : ' & ')}
      </p>
    ) : null}
    <DefinitionText text={type.description} />
    {type.fields.length > 0 ? (
      <ul className="portico-api-schema">
        {type.fields.map((field) => (
          <li key={field.name}>
            <code className={field.deprecationReason !== undefined ? 'portico-api-deprecated' : undefined}>
              <span className="portico-api-property">{field.name}</span>
              <Arguments args={field.args} />: <span className="portico-api-type">{field.type}</span>
            </code>
            {field.deprecationReason !== undefined ? (
              <Tag minimal intent="danger">
                {apiDocsMessages.deprecated}: {field.deprecationReason}
              </Tag>
            ) : null}
            <DefinitionText text={field.description} />
            {field.args.some((argument) => argument.description) ? (
              <ul className="portico-api-schema">
                {field.args
                  .filter((argument) => argument.description)
                  .map((argument) => (
                    <li key={argument.name}>
                      <code>{argument.name}</code> <DefinitionText text={argument.description} />
                    </li>
                  ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    ) : null}
    {type.enumValues.length > 0 ? (
      <ul className="portico-api-schema">
        {type.enumValues.map((value) => (
          <li key={value.name}>
            <code className={value.deprecationReason !== undefined ? 'portico-api-deprecated' : undefined}>{value.name}</code>
            <DefinitionText text={value.description} />
          </li>
        ))}
      </ul>
    ) : null}
  </section>
);
};

/** GraphQL SDL: the root operation types first, then every type with fields, arguments and descriptions; filterable by name. */
const GraphqlViewer = ({ definition }: { readonly definition: string }) => {
  const apiDocsMessages = useTexts(apiDocsTexts);
  const schema = useMemo(() => readGraphqlSchema(definition), [definition]);
  const [filter, setFilter] = useState('');
  if (E.isLeft(schema)) return <DefinitionProblem format="GraphQL" reason={schema.left} />;
  const words = filter.trim().toLowerCase();
  const types = words
    ? schema.right.types.filter((type) => type.name.toLowerCase().includes(words) || type.fields.some((field) => field.name.toLowerCase().includes(words)))
    : schema.right.types;
  return (
    <article className="portico-api-viewer portico-graphql" aria-label="GraphQL schema">
      <InputGroup
        type="search"
        leftIcon={<SearchIcon />}
        placeholder="Filter types and fields"
        aria-label="Filter types and fields"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        className="portico-api-filter"
      />
      {schema.right.types.length === 0 ? <p className="portico-muted">{apiDocsMessages.noTypes}</p> : null}
      {types.map((type) => (
        <TypeSection key={type.name} type={type} />
      ))}
      {schema.right.directives.length > 0 ? (
        <section className="portico-api-graphql-type" aria-label="Directives">
          <H4>Directives</H4>
          <ul className="portico-api-schema">
            {schema.right.directives.map((directive) => (
              <li key={directive.name}>
                <code>
                  @{directive.name}
                  <Arguments args={directive.args} /> on {directive.locations.join(' | ')}
                </code>
                <DefinitionText text={directive.description} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
};

export default GraphqlViewer;
