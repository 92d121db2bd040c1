import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { CORE_SCHEMA, load } from 'js-yaml';
import { asyncApiView, type AsyncApiView } from '../../../domain/api-docs/asyncapi';
import { exampleDefinition, hostileAsyncApi, HOSTILE_HTML } from '../../support/api-docs/definitions';

const read = (text: string): AsyncApiView => {
  const view = asyncApiView(load(text, { schema: CORE_SCHEMA }));
  if (E.isLeft(view)) throw new Error(view.left);
  return view.right;
};

describe('asyncApiView: the example Payment Events (2.6)', () => {
  const api = read(exampleDefinition('asyncapi'));

  it('reads info and servers', () => {
    expect(api).toMatchObject({
      specVersion: '2.6.0',
      title: 'Payment Events',
      version: '1.1.0',
      servers: [{ name: 'production', url: 'kafka.example.com:9092', protocol: 'kafka' }],
    });
  });

  it('lists channels with their operations and referenced messages', () => {
    expect(api.channels.map((channel) => [channel.name, channel.operations.map((operation) => `${operation.action}:${operation.operationId}`)])).toEqual([
      ['payments.captured', ['subscribe:onPaymentCaptured']],
      ['payments.refunded', ['subscribe:onPaymentRefunded']],
    ]);
    const message = api.channels[0]!.operations[0]!.messages[0]!;
    expect(message.name).toBe('PaymentCaptured');
    expect(message.payload?.kind === 'object' && message.payload.properties.map((property) => property.name)).toEqual(['paymentId', 'orderId', 'capturedAt']);
  });
});

describe('asyncApiView: 2.x oneOf and 3.0', () => {
  it('reads a oneOf message list', () => {
    const api = read(`
asyncapi: 2.0.0
info: { title: T, version: '1' }
channels:
  user/{id}/events:
    parameters: { id: { description: The user } }
    publish:
      message:
        oneOf:
          - { name: Created, payload: { type: string } }
          - { $ref: '#/components/messages/Deleted' }
components:
  messages:
    Deleted: { title: User deleted, payload: { type: integer } }
`);
    const channel = api.channels[0]!;
    expect(channel.parameters).toEqual([{ name: 'id', description: 'The user' }]);
    expect(channel.operations[0]!.messages.map((message) => [message.name, message.title])).toEqual([
      ['Created', undefined],
      ['Deleted', 'User deleted'],
    ]);
  });

  it('reads 3.0: operations point at channels, messages at channel messages, server host and path', () => {
    const api = read(`
asyncapi: 3.0.0
info: { title: Orders, version: '3' }
servers:
  prod: { host: broker.example.com, pathname: /orders, protocol: amqp }
channels:
  orderPlaced:
    address: orders.placed
    messages:
      placed: { name: OrderPlaced, payload: { type: object, properties: { id: { type: string } } } }
      audit: { name: Audit }
operations:
  publishOrder:
    action: send
    channel: { $ref: '#/channels/orderPlaced' }
    messages: [{ $ref: '#/channels/orderPlaced/messages/placed' }]
  consumeAll:
    action: receive
    channel: { $ref: '#/channels/orderPlaced' }
`);
    expect(api.servers).toEqual([{ name: 'prod', url: 'broker.example.com/orders', protocol: 'amqp' }]);
    const channel = api.channels[0]!;
    expect(channel.address).toBe('orders.placed');
    expect(channel.operations.map((operation) => [operation.action, operation.operationId, operation.messages.map((message) => message.name)])).toEqual([
      ['send', 'publishOrder', ['OrderPlaced']],
      ['receive', 'consumeAll', ['OrderPlaced', 'Audit']],
    ]);
    expect(channel.otherMessages).toEqual([]);
  });

  it('keeps hostile strings as they are', () => {
    const api = read(hostileAsyncApi);
    expect(api.title).toBe(HOSTILE_HTML);
    expect(api.channels[0]!.name).toBe('<b>chan</b>');
  });

  it.each([[null], [{ openapi: '3.0.0' }], ['asyncapi']])('refuses %j', (document) => {
    expect(E.isLeft(asyncApiView(document))).toBe(true);
  });

  it('never throws on arbitrary documents', () => {
    fc.assert(
      fc.property(fc.constantFrom('2.6.0', '3.0.0'), fc.jsonValue(), fc.jsonValue(), fc.jsonValue(), (version, channels, operations, servers) => {
        expect(E.isRight(asyncApiView({ asyncapi: version, channels, operations, servers }))).toBe(true);
      }),
    );
  });
});
