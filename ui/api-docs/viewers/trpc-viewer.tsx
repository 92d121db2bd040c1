import { H3, Tag, type Intent } from '@blueprintjs/core';
import { useMemo } from 'react';
import { parseTrpcRouters, type TrpcProcedureType } from '../../../domain/api-docs/trpc';
import { DefinitionTable, KindTitle } from './definition-parts';
import '../api-docs.css';
import { useTexts } from '../../app/queries';
import { apiDocsTexts } from '../../../domain/api-docs/translations';

const TYPE_INTENT: Readonly<Record<TrpcProcedureType, Intent>> = { query: 'primary', mutation: 'success', subscription: 'warning' };

/** tRPC routers read from their TypeScript source: each procedure with its type, builder, input and output. */
const TrpcViewer = ({ definition }: { readonly definition: string }) => {
  const apiDocsMessages = useTexts(apiDocsTexts);
  const routers = useMemo(() => parseTrpcRouters(definition), [definition]);
  const withProcedures = routers.filter((router) => router.procedures.length > 0 || router.unresolved.length > 0);
  return (
    <article className="portico-api-viewer portico-trpc" aria-label="tRPC definition">
      {withProcedures.length === 0 ? <p className="portico-muted">{apiDocsMessages.noProcedures}</p> : null}
      {withProcedures.map((router) => (
        <section key={router.name} className="portico-api-group" aria-label={`router ${router.name}`}>
          <H3>
            <KindTitle kind="router" name={router.name} />
          </H3>
          <DefinitionTable columns={['Procedure', 'Type', 'Input', 'Output']}>
            {router.procedures.map((procedure) => (
              <tr key={procedure.path} data-procedure={procedure.path}>
                <td>
                  <code>{procedure.path}</code>
                  {procedure.base ? <div className="portico-muted">{procedure.base}</div> : null}
                </td>
                <td>
                  <Tag intent={TYPE_INTENT[procedure.type]} className="portico-api-method">
                    {procedure.type}
                  </Tag>
                </td>
                <td>{procedure.input ? <code className="portico-api-code">{procedure.input}</code> : '—'}</td>
                <td>{procedure.output ? <code className="portico-api-code">{procedure.output}</code> : '—'}</td>
              </tr>
            ))}
          </DefinitionTable>
          {router.unresolved.length > 0 ? (
            <p className="portico-muted">
              Routers defined elsewhere:{' '}
              {router.unresolved.map((path) => (
                <code key={path}>{path} </code>
              ))}
            </p>
          ) : null}
        </section>
      ))}
    </article>
  );
};

export default TrpcViewer;
