import { H3, H4, Tag } from '@blueprintjs/core';
import { useMemo } from 'react';
import { findProtoMessage, parseProto, type ProtoFile, type ProtoMessage } from '../../../domain/api-docs/proto';
import { DefinitionTable, KindTitle } from './definition-parts';
import { DefinitionText } from './safe-link';
import '../api-docs.css';
import { useTexts } from '../../app/queries';
import { apiDocsTexts } from '../../../domain/api-docs/translations';

const messageAnchor = (name: string) => `proto-message-${name.replace(/[^A-Za-z0-9_.-]/g, '_')}`;

const TypeName = ({ file, name, stream }: { file: ProtoFile; name: string; stream: boolean }) => {
  const message = findProtoMessage(file, name);
  return (
    <code>
      {stream ? 'stream ' : ''}
      {message ? <a href={`#${messageAnchor(message.name)}`}>{name}</a> : name}
    </code>
  );
};

const MessageSection = ({ message }: { message: ProtoMessage }) => (
  <section className="portico-api-graphql-type" id={messageAnchor(message.name)} aria-label={`message ${message.name}`}>
    <H4>
      <KindTitle kind="message" name={message.name} />
    </H4>
    <DefinitionText text={message.comment} />
    {message.fields.length > 0 ? (
      <DefinitionTable columns={['#', 'Field', 'Type', 'Description']}>
        {message.fields.map((field) => (
          <tr key={`${field.name}-${field.number ?? ''}`}>
            <td>{field.number ?? ''}</td>
            <td>
              <code>{field.name}</code>
              {field.oneof ? <span className="portico-muted"> (oneof {field.oneof})</span> : null}
            </td>
            <td>
              <code>
                {field.label ? `${field.label} ` : ''}
                {field.type}
              </code>
            </td>
            <td>
              <DefinitionText text={field.comment} />
            </td>
          </tr>
        ))}
      </DefinitionTable>
    ) : null}
  </section>
);

/** gRPC (Protocol Buffers) definitions: services and their rpcs, then the messages and enums they use. */
const GrpcViewer = ({ definition }: { readonly definition: string }) => {
  const apiDocsMessages = useTexts(apiDocsTexts);
  const file = useMemo(() => parseProto(definition), [definition]);
  return (
    <article className="portico-api-viewer portico-grpc" aria-label="gRPC definition">
      <header className="portico-api-header">
        <p>
          {file.packageName ? (
            <>
              package <code>{file.packageName}</code>{' '}
            </>
          ) : null}
          {file.syntax ? <Tag minimal round>{file.syntax}</Tag> : null}
        </p>
        {file.imports.length > 0 ? (
          <p className="portico-muted">
            imports{' '}
            {file.imports.map((path) => (
              <code key={path}>{path} </code>
            ))}
          </p>
        ) : null}
      </header>
      {file.services.length === 0 ? <p className="portico-muted">{apiDocsMessages.noServices}</p> : null}
      {file.services.map((service) => (
        <section key={service.name} className="portico-api-group" aria-label={`service ${service.name}`}>
          <H3>
            <KindTitle kind="service" name={service.name} />
          </H3>
          <DefinitionText text={service.comment} />
          <DefinitionTable columns={['Method', 'Request', 'Response', 'Description']}>
            {service.rpcs.map((rpc) => (
              <tr key={rpc.name} data-rpc={rpc.name}>
                <td>
                  <code>{rpc.name}</code>
                </td>
                <td>
                  <TypeName file={file} name={rpc.requestType} stream={rpc.requestStream} />
                </td>
                <td>
                  <TypeName file={file} name={rpc.responseType} stream={rpc.responseStream} />
                </td>
                <td>
                  <DefinitionText text={rpc.comment} />
                </td>
              </tr>
            ))}
          </DefinitionTable>
        </section>
      ))}
      {file.messages.length > 0 ? (
        <section className="portico-api-group" aria-label="Messages">
          <H3>Messages</H3>
          {file.messages.map((message) => (
            <MessageSection key={message.name} message={message} />
          ))}
        </section>
      ) : null}
      {file.enums.length > 0 ? (
        <section className="portico-api-group" aria-label="Enums">
          <H3>Enums</H3>
          {file.enums.map((protoEnum) => (
            <section key={protoEnum.name} className="portico-api-graphql-type" aria-label={`enum ${protoEnum.name}`}>
              <H4>
                <KindTitle kind="enum" name={protoEnum.name} />
              </H4>
              <DefinitionText text={protoEnum.comment} />
              <ul className="portico-api-schema">
                {protoEnum.values.map((value) => (
                  <li key={value.name}>
                    <code>{value.name}</code> {value.number !== undefined ? `= ${value.number}` : ''} <DefinitionText text={value.comment} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </section>
      ) : null}
    </article>
  );
};

export default GrpcViewer;
