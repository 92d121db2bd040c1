import fc from 'fast-check';
import { findProtoMessage, parseProto } from '../../../domain/api-docs/proto';
import { exampleDefinition, hostileProto, HOSTILE_HTML } from '../../support/api-docs/definitions';

describe('parseProto: the example Ledger service', () => {
  const file = parseProto(exampleDefinition('grpc'));

  it('reads syntax, package, the service with its comment and rpcs', () => {
    expect(file.syntax).toBe('proto3');
    expect(file.packageName).toBe('example.ledger.v1');
    expect(file.services).toEqual([
      {
        name: 'Ledger',
        comment: 'Records money movements as balanced double entries.',
        rpcs: [
          { name: 'RecordEntry', requestType: 'RecordEntryRequest', requestStream: false, responseType: 'Entry', responseStream: false },
          { name: 'GetBalance', requestType: 'GetBalanceRequest', requestStream: false, responseType: 'Balance', responseStream: false },
        ],
      },
    ]);
  });

  it('reads the messages and their fields', () => {
    expect(file.messages.map((message) => message.name)).toEqual(['RecordEntryRequest', 'Entry', 'GetBalanceRequest', 'Balance']);
    expect(file.messages[3]!.fields).toEqual([
      { name: 'account', type: 'string', number: 1 },
      { name: 'minor_units', type: 'int64', number: 2 },
      { name: 'currency', type: 'string', number: 3 },
    ]);
    expect(findProtoMessage(file, '.example.ledger.v1.Entry')?.name).toBe('Entry');
  });
});

describe('parseProto: the rest of the language', () => {
  const file = parseProto(`
syntax = "proto2";
package shop;
import public "google/protobuf/timestamp.proto";
option java_package = "com.example.shop";

/* Block comment
 * about the service */
service Orders {
  option deprecated = true;
  rpc Watch (stream WatchRequest) returns (stream Order) {
    option (google.api.http) = { get: "/v1/orders" };
  }
  // Unary
  rpc Get(GetRequest) returns (.shop.Order);
}

message Order {
  // The id
  required string id = 1 [deprecated = true];
  repeated Line lines = 2; // trailing comments document nothing
  map<string, int32> counts = 3;
  oneof payment {
    string card = 4;
    string invoice = 5;
  }
  reserved 9, 10;
  message Line {
    optional int64 quantity = 1;
  }
  enum Status { option allow_alias = true; NEW = 0; PAID = 1 [deprecated = true]; }
}

// A blank line separates this comment from the enum below.

enum Channel { WEB = 0; STORE = -1; }
`);

  it('reads streams, options blocks and fully-qualified types', () => {
    expect(file.imports).toEqual(['google/protobuf/timestamp.proto']);
    expect(file.services[0]).toEqual({
      name: 'Orders',
      comment: 'Block comment\nabout the service',
      rpcs: [
        { name: 'Watch', requestType: 'WatchRequest', requestStream: true, responseType: 'Order', responseStream: true },
        { name: 'Get', requestType: 'GetRequest', requestStream: false, responseType: '.shop.Order', responseStream: false, comment: 'Unary' },
      ],
    });
    expect(findProtoMessage(file, '.shop.Order')?.name).toBe('Order');
  });

  it('reads labels, maps, oneofs, nested messages and enums; trailing and detached comments document nothing', () => {
    const order = file.messages.find((message) => message.name === 'Order')!;
    expect(order.fields).toEqual([
      { name: 'id', type: 'string', number: 1, label: 'required', comment: 'The id' },
      { name: 'lines', type: 'Line', number: 2, label: 'repeated' },
      { name: 'counts', type: 'map<string, int32>', number: 3 },
      { name: 'card', type: 'string', number: 4, oneof: 'payment' },
      { name: 'invoice', type: 'string', number: 5, oneof: 'payment' },
    ]);
    expect(file.messages.map((message) => message.name)).toEqual(['Order', 'Order.Line']);
    expect(findProtoMessage(file, 'Line')?.name).toBe('Order.Line');
    expect(file.enums).toEqual([
      { name: 'Order.Status', values: [{ name: 'NEW', number: 0 }, { name: 'PAID', number: 1 }] },
      { name: 'Channel', values: [{ name: 'WEB', number: 0 }, { name: 'STORE', number: -1 }] },
    ]);
  });

  it('keeps hostile comments as text and drops trailing ones', () => {
    const hostile = parseProto(hostileProto);
    expect(hostile.services[0]!.comment).toBe(HOSTILE_HTML);
    expect(hostile.services[0]!.rpcs[0]!.comment).toBe('<script>alert(1)</script>');
    expect(hostile.messages.find((message) => message.name === 'Res')?.comment).toBeUndefined();
  });
});

describe('parseProto properties', () => {
  const identifier = fc.stringMatching(/^[A-Z][A-Za-z0-9_]{0,10}$/);

  it('finds every service and rpc it is given', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(identifier, fc.uniqueArray(identifier, { minLength: 1, maxLength: 4 })), { maxLength: 4, selector: ([name]) => name }),
        (services) => {
          const source = services
            .map(([name, rpcs]) => `service ${name} {\n${rpcs.map((rpc) => `  rpc ${rpc} (${rpc}Req) returns (stream ${rpc}Res);`).join('\n')}\n}`)
            .join('\n\n');
          const file = parseProto(source);
          expect(file.services.map((service) => [service.name, service.rpcs.map((rpc) => [rpc.name, rpc.requestType, rpc.responseType, rpc.responseStream])])).toEqual(
            services.map(([name, rpcs]) => [name, rpcs.map((rpc) => [rpc, `${rpc}Req`, `${rpc}Res`, true])]),
          );
        },
      ),
    );
  });

  it('never throws on arbitrary text', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (source) => void parseProto(source)));
    fc.assert(
      fc.property(fc.array(fc.constantFrom('service', 'message', 'rpc', '{', '}', '(', ')', ';', '=', 'X', '1', '//c\n', 'stream', 'returns', 'map', '<', '>', 'oneof', 'enum', '"s"'), { maxLength: 60 }), (parts) => {
        void parseProto(parts.join(' '));
      }),
    );
  });
});
