import { Tag } from '@blueprintjs/core';
import { schemaSummary, type PropertyView, type SchemaView } from '../../../domain/api-docs/schema-view';
import { DefinitionText } from './safe-link';
import { useTexts } from '../../app/queries';
import { apiDocsTexts } from '../../../domain/api-docs/translations';

const hasChildren = (schema: SchemaView): boolean =>
  (schema.kind === 'object' && (schema.properties.length > 0 || schema.additional !== undefined)) ||
  (schema.kind === 'array' && schema.items !== undefined && hasChildren(schema.items)) ||
  schema.kind === 'combination';

const Facts = ({ schema }: { schema: SchemaView }) =>
  schema.kind === 'primitive' ? (
    <>
      {schema.enumValues ? (
        <span className="portico-api-facts">
          one of{' '}
          {schema.enumValues.map((value) => (
            <code key={value}>{value}</code>
          ))}
        </span>
      ) : null}
      {schema.defaultValue !== undefined ? (
        <span className="portico-api-facts">
          default <code>{schema.defaultValue}</code>
        </span>
      ) : null}
      {schema.example !== undefined ? (
        <span className="portico-api-facts">
          example <code>{schema.example}</code>
        </span>
      ) : null}
    </>
  ) : schema.kind === 'reference' && schema.reason === 'recursive' ? (
    <span className="portico-api-facts">(recursive)</span>
  ) : null;

const Property = ({ property }: { property: PropertyView }) => {
  const apiDocsMessages = useTexts(apiDocsTexts);
  return (
  <li>
    <code className="portico-api-property">{property.name}</code>
    {property.required ? (
      <Tag minimal intent="warning" className="portico-api-required">
        {apiDocsMessages.required}
      </Tag>
    ) : null}{' '}
    <span className="portico-api-type">{schemaSummary(property.schema)}</span> <Facts schema={property.schema} />
    <DefinitionText text={property.schema.description} />
    {hasChildren(property.schema) ? <SchemaChildren schema={property.schema} /> : null}
  </li>
);
};

const SchemaChildren = ({ schema }: { schema: SchemaView }) => {
  switch (schema.kind) {
    case 'object':
      return (
        <ul className="portico-api-schema">
          {schema.properties.map((property) => (
            <Property key={property.name} property={property} />
          ))}
          {schema.additional ? (
            <li>
              <em>additional properties</em> <span className="portico-api-type">{schemaSummary(schema.additional)}</span>
              {hasChildren(schema.additional) ? <SchemaChildren schema={schema.additional} /> : null}
            </li>
          ) : null}
        </ul>
      );
    case 'array':
      return schema.items ? <SchemaChildren schema={schema.items} /> : null;
    case 'combination':
      return (
        <ul className="portico-api-schema">
          {schema.options.map((option, index) => (
            <li key={index}>
              <span className="portico-api-type">{schemaSummary(option)}</span> <Facts schema={option} />
              <DefinitionText text={option.description} />
              {hasChildren(option) ? <SchemaChildren schema={option} /> : null}
            </li>
          ))}
        </ul>
      );
    default:
      return null;
  }
};

/** A schema as a tree of properties: name, required, type, description, enum values, nested objects. */
export const SchemaTree = ({ schema }: { readonly schema: SchemaView }) => (
  <div className="portico-api-schema-root">
    <span className="portico-api-type">{schemaSummary(schema)}</span> <Facts schema={schema} />
    <DefinitionText text={schema.description} />
    {hasChildren(schema) ? <SchemaChildren schema={schema} /> : null}
  </div>
);
