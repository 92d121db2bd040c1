// An AsyncAPI document (2.x and 3.x) read into what the AsyncAPI viewer shows: info, servers, and per channel
// its operations (publish/subscribe in 2.x, send/receive in 3.x) with their messages and payload schemas.
import * as E from 'fp-ts/Either';
import { arrayField, dereference, entriesOf, field, isRecord, recordField, refOf, resolveLocalRef, textField } from './document-reader';
import { apiDocsMessages } from './messages';
import { schemaView, type SchemaView } from './schema-view';

export type AsyncOperationAction = 'publish' | 'subscribe' | 'send' | 'receive';

export interface MessageView {
  readonly name?: string;
  readonly title?: string;
  readonly summary?: string;
  readonly description?: string;
  readonly contentType?: string;
  readonly payload?: SchemaView;
  readonly headers?: SchemaView;
}

export interface AsyncOperationView {
  readonly action: AsyncOperationAction;
  readonly operationId?: string;
  readonly summary?: string;
  readonly description?: string;
  readonly messages: readonly MessageView[];
}

export interface ChannelView {
  /** The channel's key in the document. */
  readonly name: string;
  /** 3.x: the address (topic, queue, path) when it differs from the key. */
  readonly address?: string;
  readonly description?: string;
  readonly parameters: readonly { readonly name: string; readonly description?: string }[];
  readonly operations: readonly AsyncOperationView[];
  /** 3.x: messages the channel carries that no operation names. */
  readonly otherMessages: readonly MessageView[];
}

export interface AsyncApiView {
  readonly specVersion: string;
  readonly title?: string;
  readonly version?: string;
  readonly description?: string;
  readonly defaultContentType?: string;
  readonly servers: readonly { readonly name: string; readonly url: string; readonly protocol?: string; readonly description?: string }[];
  readonly channels: readonly ChannelView[];
}

const optional = <K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } =>
  (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };

const messageOf = (document: unknown, raw: unknown, fallbackName?: string): MessageView => {
  const { value, refName } = dereference(document, raw);
  const payload = field(value, 'payload');
  const headers = field(value, 'headers');
  return {
    ...optional('name', textField(value, 'name') ?? refName ?? fallbackName),
    ...optional('title', textField(value, 'title')),
    ...optional('summary', textField(value, 'summary')),
    ...optional('description', textField(value, 'description')),
    ...optional('contentType', textField(value, 'contentType')),
    ...(payload !== undefined ? { payload: schemaView(document, payload) } : {}),
    ...(headers !== undefined ? { headers: schemaView(document, headers) } : {}),
  };
};

/** 2.x: `message` is one message or `{ oneOf: [...] }`. */
const messagesOfV2 = (document: unknown, operation: unknown): readonly MessageView[] => {
  const raw = field(operation, 'message');
  if (raw === undefined) return [];
  const { value } = dereference(document, raw);
  const oneOf = arrayField(value, 'oneOf');
  return oneOf.length > 0 ? oneOf.map((message) => messageOf(document, message)) : [messageOf(document, raw)];
};

const parametersOf = (document: unknown, channel: unknown) =>
  entriesOf(field(channel, 'parameters')).map(([name, raw]) => ({
    name,
    ...optional('description', textField(dereference(document, raw).value, 'description')),
  }));

const channelsV2 = (document: unknown): readonly ChannelView[] =>
  entriesOf(field(document, 'channels')).map(([name, raw]) => {
    const { value: channel } = dereference(document, raw);
    const operations = (['publish', 'subscribe'] as const).flatMap((action): AsyncOperationView[] => {
      const operation = field(channel, action);
      if (!isRecord(operation)) return [];
      return [
        {
          action,
          ...optional('operationId', textField(operation, 'operationId')),
          ...optional('summary', textField(operation, 'summary')),
          ...optional('description', textField(operation, 'description')),
          messages: messagesOfV2(document, operation),
        },
      ];
    });
    return {
      name,
      ...optional('description', textField(channel, 'description')),
      parameters: parametersOf(document, channel),
      operations,
      otherMessages: [],
    };
  });

const channelsV3 = (document: unknown): readonly ChannelView[] => {
  const operations = entriesOf(field(document, 'operations')).flatMap(([operationId, raw]) => {
    const { value: operation } = dereference(document, raw);
    const action = textField(operation, 'action');
    const channelRef = refOf(field(operation, 'channel'));
    if ((action !== 'send' && action !== 'receive') || channelRef === undefined) return [];
    const messageRefs = arrayField(operation, 'messages').map(refOf).filter((ref): ref is string => ref !== undefined);
    return [{ operationId, action, channelRef, operation, messageRefs }] as const;
  });
  return entriesOf(field(document, 'channels')).map(([name, raw]) => {
    const channelRef = `#/channels/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    const channel = dereference(document, raw).value;
    const channelMessages = entriesOf(field(channel, 'messages'));
    const mine = operations.filter((operation) => operation.channelRef === channelRef);
    const named = new Set<string>();
    const views = mine.map((operation): AsyncOperationView => {
      // An operation without `messages` carries all of the channel's messages.
      const messages =
        operation.messageRefs.length > 0
          ? operation.messageRefs.map((ref) => {
              named.add(ref);
              const target = resolveLocalRef(document, ref);
              return messageOf(document, target === undefined ? { $ref: ref } : target, ref.split('/').pop());
            })
          : channelMessages.map(([key, message]) => {
              named.add(`${channelRef}/messages/${key}`);
              return messageOf(document, message, key);
            });
      return {
        action: operation.action,
        operationId: operation.operationId,
        ...optional('summary', textField(operation.operation, 'summary')),
        ...optional('description', textField(operation.operation, 'description')),
        messages,
      };
    });
    const address = textField(channel, 'address');
    return {
      name,
      ...optional('address', address !== undefined && address !== name ? address : undefined),
      ...optional('description', textField(channel, 'description')),
      parameters: parametersOf(document, channel),
      operations: views,
      otherMessages: channelMessages
        .filter(([key]) => !named.has(`${channelRef}/messages/${key}`))
        .map(([key, message]) => messageOf(document, message, key)),
    };
  });
};

/** Reads an AsyncAPI 2.x or 3.x document; anything without an `asyncapi` field is refused. */
export const asyncApiView = (document: unknown): E.Either<string, AsyncApiView> => {
  const specVersion = textField(document, 'asyncapi');
  if (!isRecord(document) || specVersion === undefined) return E.left(apiDocsMessages.notAnAsyncApiDocument);
  const v3 = /^3\./.test(specVersion);
  const info = recordField(document, 'info');
  const servers = entriesOf(field(document, 'servers')).flatMap(([name, raw]) => {
    const { value } = dereference(document, raw);
    const url = v3 ? [textField(value, 'host'), textField(value, 'pathname')].filter((part) => part !== undefined).join('') : textField(value, 'url');
    if (!url) return [];
    return [
      {
        name,
        url,
        ...optional('protocol', textField(value, 'protocol')),
        ...optional('description', textField(value, 'description')),
      },
    ];
  });
  return E.right({
    specVersion,
    ...optional('title', textField(info, 'title')),
    ...optional('version', textField(info, 'version')),
    ...optional('description', textField(info, 'description')),
    ...optional('defaultContentType', textField(document, 'defaultContentType')),
    servers,
    channels: v3 ? channelsV3(document) : channelsV2(document),
  });
};
