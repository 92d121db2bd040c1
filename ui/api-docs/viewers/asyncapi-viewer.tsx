import { H4, H5, Tag, type Intent } from '@blueprintjs/core';
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { useMemo } from 'react';
import { asyncApiView, type AsyncOperationAction, type ChannelView, type MessageView } from '../../../domain/api-docs/asyncapi';
import { DefinitionHeader, DefinitionProblem, ServerDescription } from './definition-parts';
import { parseDefinitionDocument } from './parse-definition';
import { DefinitionText } from './safe-link';
import { SchemaTree } from './schema-tree';
import '../api-docs.css';
import { useTexts } from '../../app/queries';
import { apiDocsTexts } from '../../../domain/api-docs/translations';

const ACTION_INTENT: Readonly<Record<AsyncOperationAction, Intent>> = { publish: 'success', send: 'success', subscribe: 'primary', receive: 'primary' };

const Message = ({ message }: { message: MessageView }) => (
  <div className="portico-api-message">
    <H5>
      {message.title ?? message.name ?? 'Message'}
      {message.title && message.name ? <code className="portico-muted"> {message.name}</code> : null}
      {message.contentType ? <Tag minimal> {message.contentType}</Tag> : null}
    </H5>
    <DefinitionText text={message.summary} />
    <DefinitionText text={message.description} />
    {message.headers ? (
      <>
        <div className="portico-api-label">Headers</div>
        <SchemaTree schema={message.headers} />
      </>
    ) : null}
    {message.payload ? (
      <>
        <div className="portico-api-label">Payload</div>
        <SchemaTree schema={message.payload} />
      </>
    ) : null}
  </div>
);

const Channel = ({ channel }: { channel: ChannelView }) => (
  <details className="portico-api-operation" data-channel={channel.name} open>
    <summary>
      {channel.operations.map((operation, index) => (
        <Tag key={index} className="portico-api-method" intent={ACTION_INTENT[operation.action]}>
          {operation.action.toUpperCase()}
        </Tag>
      ))}{' '}
      <code>{channel.name}</code> {channel.address ? <code className="portico-muted">{channel.address}</code> : null}
    </summary>
    <div className="portico-api-operation__body">
      <DefinitionText text={channel.description} />
      {channel.parameters.length > 0 ? (
        <ul className="portico-api-schema">
          {channel.parameters.map((parameter) => (
            <li key={parameter.name}>
              <code>{parameter.name}</code> <DefinitionText text={parameter.description} />
            </li>
          ))}
        </ul>
      ) : null}
      {channel.operations.map((operation, index) => (
        <section key={index} className="portico-api-async-operation" aria-label={`${operation.action} ${channel.name}`}>
          <H4>
            {operation.action} {operation.operationId ? <code>{operation.operationId}</code> : null}
          </H4>
          <DefinitionText text={operation.summary} />
          <DefinitionText text={operation.description} />
          {operation.messages.map((message, messageIndex) => (
            <Message key={messageIndex} message={message} />
          ))}
        </section>
      ))}
      {channel.otherMessages.map((message, index) => (
        <Message key={`other-${index}`} message={message} />
      ))}
    </div>
  </details>
);

/** AsyncAPI (2.x, 3.x) definitions: info, servers, channels with their operations, messages and payload schemas. */
const AsyncApiViewer = ({ definition }: { readonly definition: string }) => {
  const apiDocsMessages = useTexts(apiDocsTexts);
  const view = useMemo(() => pipe(parseDefinitionDocument(definition), E.chain(asyncApiView)), [definition]);
  if (E.isLeft(view)) return <DefinitionProblem format="AsyncAPI" reason={view.left} />;
  const api = view.right;
  return (
    <article className="portico-api-viewer portico-asyncapi" aria-label="AsyncAPI definition">
      <DefinitionHeader
        title={api.title}
        version={api.version}
        spec={`AsyncAPI ${api.specVersion}`}
        description={api.description}
        servers={api.servers}
        serverKey={(server) => server.name}
        renderServer={(server) => (
          <>
            <strong>{server.name}</strong> <code>{server.url}</code> {server.protocol ? <Tag minimal>{server.protocol}</Tag> : null}{' '}
            <ServerDescription text={server.description} />
          </>
        )}
      />
      {api.channels.length === 0 ? <p className="portico-muted">{apiDocsMessages.noChannels}</p> : null}
      <section className="portico-api-group" aria-label="Channels">
        {api.channels.map((channel) => (
          <Channel key={channel.name} channel={channel} />
        ))}
      </section>
    </article>
  );
};

export default AsyncApiViewer;
