// Parts the definition viewers share: the notice for a definition that cannot be shown, the header of
// a definition with info and servers (OpenAPI, AsyncAPI), the tables of fields, parameters, rpcs and
// procedures, and the "kind name" titles of sections.
import { Callout, H3, HTMLTable } from '@blueprintjs/core';
import { TagLabel } from '../../app/chrome/tag-label';
import type { ReactNode } from 'react';
import { Markdown } from '../../app/markdown/markdown';
import { DefinitionText } from './safe-link';
import { useTexts } from '../../app/queries';
import { apiDocsTexts } from '../../../domain/api-docs/translations';

/** In place of a viewer: the definition (of `format`, e.g. "OpenAPI") cannot be shown, and why. */
export const DefinitionProblem = ({ format, reason }: { readonly format: string; readonly reason: ReactNode }) => {
  const apiDocsMessages = useTexts(apiDocsTexts);
  return (
  <Callout intent="warning" title={apiDocsMessages.cannotShow(format)}>
    {reason}
  </Callout>
);
};

interface DefinitionHeaderProps<S> {
  readonly title: string | undefined;
  readonly version: string | undefined;
  /** The format and its version, e.g. "AsyncAPI 2.6.0". */
  readonly spec: string;
  readonly description: string | undefined;
  readonly servers: readonly S[];
  readonly serverKey: (server: S) => string;
  readonly renderServer: (server: S) => ReactNode;
  /** More of the header, after the servers. */
  readonly children?: ReactNode;
}

/** The header of a definition: title, version and format, description, then its servers (when it has any). */
export const DefinitionHeader = <S,>({ title, version, spec, description, servers, serverKey, renderServer, children }: DefinitionHeaderProps<S>) => (
  <header className="portico-api-header">
    <H3>
      {title ?? 'API'} {version ? <TagLabel minimal>{version}</TagLabel> : null}{' '}
      <TagLabel minimal round>
        {spec}
      </TagLabel>
    </H3>
    <DefinitionText text={description} />
    {servers.length > 0 ? (
      <dl className="portico-api-facts-list">
        <dt>Servers</dt>
        {servers.map((server) => (
          <dd key={serverKey(server)}>{renderServer(server)}</dd>
        ))}
      </dl>
    ) : null}
    {children}
  </header>
);

/** A server's description (inline Markdown, rendered after the definition has painted), muted, or nothing. */
export const ServerDescription = ({ text }: { readonly text: string | undefined }) =>
  text ? <Markdown inline deferred text={text} className="portico-muted" /> : null;

/** A compact table of a definition's items (fields, parameters, rpcs, procedures): one header row, then `children` rows. */
export const DefinitionTable = ({ columns, children }: { readonly columns: readonly string[]; readonly children: ReactNode }) => (
  <HTMLTable compact className="portico-api-table">
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col">
            {column}
          </th>
        ))}
      </tr>
    </thead>
    <tbody>{children}</tbody>
  </HTMLTable>
);

/** The title of a section about one named thing: its kind, muted, then its name ("message Payment"). */
export const KindTitle = ({ kind, name }: { readonly kind: string; readonly name: string }) => (
  <>
    <span className="portico-muted">{kind}</span> {name}
  </>
);
