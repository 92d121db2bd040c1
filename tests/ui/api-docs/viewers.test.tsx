import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preloadMarkdown } from '../../../ui/app/markdown/markdown';
import AsyncApiViewer from '../../../ui/api-docs/viewers/asyncapi-viewer';
import GraphqlViewer from '../../../ui/api-docs/viewers/graphql-viewer';
import GrpcViewer from '../../../ui/api-docs/viewers/grpc-viewer';
import OpenApiViewer from '../../../ui/api-docs/viewers/openapi-viewer';
import PlainTextViewer from '../../../ui/api-docs/viewers/plain-text-viewer';
import TrpcViewer from '../../../ui/api-docs/viewers/trpc-viewer';
import {
  exampleDefinition,
  hostileAsyncApi,
  hostileGraphql,
  HOSTILE_HTML,
  hostileOpenApi,
  hostileProto,
  hostileTrpc,
} from '../../support/api-docs/definitions';
import { generateOpenApiDocument } from '../../bench/seed/openapi-document';

/** Nothing from a definition became markup, and no script ran. */
const expectInert = (container: HTMLElement) => {
  expect(container.querySelector('img, script, iframe, b, i, svg:not([data-icon])')).toBeNull();
  expect(container.querySelector('[onerror], [onload]')).toBeNull();
  expect((window as unknown as { __pwned?: unknown }).__pwned).toBeUndefined();
  for (const link of container.querySelectorAll('a')) {
    const href = link.getAttribute('href') ?? '';
    expect(/^(https?:|#)/.test(href)).toBe(true);
  }
};

/** The first lines of a small OpenAPI document whose description is `description` (single-quoted YAML). */
const markdownApiHead = (description: string): string[] => ['openapi: 3.0.0', 'info:', '  title: Markdown API', '  version: "1"', `  description: '${description}'`];

describe('OpenAPI viewer', () => {
  it('shows the example Payments API: info, servers, operations with parameters, bodies, responses and schemas', async () => {
    const user = userEvent.setup();
    const { container } = render(<OpenApiViewer definition={exampleDefinition('openapi')} />);
    expect(screen.getByRole('heading', { name: /Payments API/ })).toHaveTextContent('1.4.0');
    expect(screen.getByText('https://api.example.com/payments/v1')).toBeInTheDocument();
    const operations = [...container.querySelectorAll('[data-operation]')].map((element) => element.getAttribute('data-operation'));
    expect(operations).toEqual(['post /payments', 'get /payments/{paymentId}', 'post /payments/{paymentId}/refunds']);
    const getPayment = container.querySelector('[data-operation="get /payments/{paymentId}"]') as HTMLElement;
    expect(within(getPayment).queryByRole('table')).toBeNull();
    await user.click(within(getPayment).getByText('Read a payment'));
    expect(getPayment).toHaveAttribute('open');
    expect(within(getPayment).getByRole('table')).toHaveTextContent('paymentId');
    expect(within(getPayment).getByText('No payment with this id.')).toBeInTheDocument();
    expect(within(getPayment).getAllByText('Payment').length).toBeGreaterThan(0);
    expect(within(screen.getByRole('region', { name: 'Schemas' })).getByText('NewPayment')).toBeInTheDocument();
  });

  it('prints hostile strings as text and links only http(s) URLs', () => {
    const { container } = render(<OpenApiViewer definition={hostileOpenApi} />);
    expect(screen.getByRole('heading', { name: new RegExp(HOSTILE_HTML.slice(0, 10)) })).toHaveTextContent(HOSTILE_HTML);
    expect(screen.getByRole('link', { name: 'Safe docs' })).toHaveAttribute('href', 'https://docs.example.com/payments');
    expect(screen.queryByRole('link', { name: 'Evil' })).toBeNull();
    expect(screen.getByText('Evil')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Data' })).toBeNull();
    expectInert(container);
  });

  it('renders descriptions as Markdown, with unsafe links as text', async () => {
    await preloadMarkdown();
    const definition = [
      ...markdownApiHead("The **payments** API, see [the guide](https://docs.example.com/guide) and [this](javascript:alert(1))"),
      'servers:',
      "  - url: https://api.example.com",
      "    description: '*Production* servers'",
      'paths: {}',
    ].join('\n');
    const { container } = render(<OpenApiViewer definition={definition} />);
    expect((await screen.findByText('payments')).tagName).toBe('STRONG');
    expect((await screen.findByText('Production')).tagName).toBe('EM');
    expect(screen.getByRole('link', { name: 'the guide' })).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('link', { name: 'this' })).toBeNull();
    expectInert(container);
  });

  it('keeps hostile descriptions inert once their Markdown is rendered', async () => {
    await preloadMarkdown();
    const user = userEvent.setup();
    const { container } = render(<OpenApiViewer definition={hostileOpenApi} />);
    await waitFor(() => expect(container.querySelector('.portico-api-description:not(.portico-markdown--plain)')).not.toBeNull());
    expect(container.querySelector('.portico-api-description')).toHaveTextContent('<b>bold</b>');
    const operation = container.querySelector('[data-operation="get /evil/{id}"]') as HTMLElement;
    await user.click(operation.querySelector('summary')!);
    expect(within(operation).getByRole('table')).toHaveTextContent('id');
    await waitFor(() => expect(operation.querySelector('.portico-markdown--plain')).toBeNull());
    expectInert(container);
  });

  it('shows the operations before the descriptions, whose Markdown fills in afterwards', async () => {
    await preloadMarkdown();
    const definition = [
      ...markdownApiHead('The **payments** API'),
      'tags:',
      '  - name: refunds',
      "    description: 'Money *back*, see [the guide](https://docs.example.com/refunds)'",
      'paths:',
      '  /refunds:',
      '    get:',
      '      tags: [refunds]',
      '      summary: List refunds',
      "      responses: { '200': { description: OK } }",
    ].join('\n');
    const { container } = render(<OpenApiViewer definition={definition} />);
    // The row is there at once; the descriptions are shown as they are, their Markdown not rendered yet.
    expect(container.querySelector('[data-operation="get /refunds"]')).toHaveTextContent('List refunds');
    const descriptions = [...container.querySelectorAll('.portico-api-description')];
    expect(descriptions.map((description) => description.textContent)).toEqual(['The **payments** API', 'Money *back*, see [the guide](https://docs.example.com/refunds)']);
    expect(container.querySelector('.portico-api-description strong, .portico-api-description em')).toBeNull();
    await waitFor(() => expect(container.querySelector('.portico-markdown--plain')).toBeNull());
    expect(screen.getByText('payments').tagName).toBe('STRONG');
    expect(screen.getByText('back').tagName).toBe('EM');
    expect(screen.getByRole('link', { name: 'the guide' })).toHaveAttribute('href', 'https://docs.example.com/refunds');
    expectInert(container);
  });

  it("keeps the descriptions as they are while the operations grow, and renders their Markdown once every operation is shown", async () => {
    await preloadMarkdown();
    const operations = 60;
    // Whenever a description's Markdown is in, how many operations were shown.
    const rowsWhenRendered: number[] = [];
    const host = document.createElement('div');
    document.body.append(host);
    const observer = new MutationObserver(() => {
      if (host.querySelector('.portico-api-description:not(.portico-markdown--plain)')) rowsWhenRendered.push(host.querySelectorAll('[data-operation]').length);
    });
    observer.observe(host, { subtree: true, childList: true, attributes: true });
    try {
      const { container } = render(<OpenApiViewer definition={generateOpenApiDocument(operations)} />, { container: host });
      expect(container.querySelectorAll('[data-operation]').length).toBeLessThan(operations);
      expect(container.querySelectorAll('.portico-api-description').length).toBeGreaterThan(0);
      await waitFor(() => expect(container.querySelector('.portico-api-description.portico-markdown--plain')).toBeNull(), { timeout: 15_000 });
      expect(container.querySelector('.portico-api-description code')).not.toBeNull();
      expect(rowsWhenRendered.length).toBeGreaterThan(0);
      expect(Math.min(...rowsWhenRendered)).toBe(operations);
    } finally {
      observer.disconnect();
      host.remove();
    }
  }, 30_000);

  it('shows a 200-operation definition as 200 closed operations, their bodies built only when opened', async () => {
    const user = userEvent.setup();
    const { container } = render(<OpenApiViewer definition={generateOpenApiDocument(200)} />);
    // The list grows 20 operations per task: on a busy machine that takes longer than waitFor's default second.
    await waitFor(() => expect(container.querySelectorAll('[data-operation]')).toHaveLength(200), { timeout: 45_000 });
    expect(screen.getByRole('region', { name: 'Schemas' })).toBeInTheDocument();
    expect(container.querySelector('.portico-api-operation__body')).toBeNull();
    const listInvoices = container.querySelector('[data-operation="get /invoices"]') as HTMLElement;
    await user.click(within(listInvoices).getByText('List invoices'));
    expect(within(listInvoices).getByRole('table')).toHaveTextContent('pageSize');
    expect(container.querySelectorAll('.portico-api-operation__body')).toHaveLength(1);
  }, 60_000);

  it('says why a definition cannot be shown', () => {
    render(<OpenApiViewer definition={'openapi: [unclosed'} />);
    expect(screen.getByText(/The definition could not be read/)).toBeInTheDocument();
    render(<OpenApiViewer definition={'just: yaml'} />);
    expect(screen.getByText('The definition is not an OpenAPI document (no "openapi" or "swagger" field).')).toBeInTheDocument();
  });

  it('refuses a definition whose aliases would explode', () => {
    const bomb = ['a: &a ["x","x","x","x","x","x","x","x","x"]', ...'bcdefghij'.split('').map((letter, index) => `${letter}: &${letter} [${Array(9).fill(`*${'abcdefghij'[index]}`).join(',')}]`)].join('\n');
    render(<OpenApiViewer definition={`openapi: 3.0.0\n${bomb}`} />);
    expect(screen.getByText(/The definition could not be read/)).toBeInTheDocument();
  });
});

describe('AsyncAPI viewer', () => {
  it('shows the example Payment Events: servers, channels, operations, messages and payloads', () => {
    const { container } = render(<AsyncApiViewer definition={exampleDefinition('asyncapi')} />);
    expect(screen.getByRole('heading', { name: /Payment Events/ })).toHaveTextContent('AsyncAPI 2.6.0');
    expect(screen.getByText('kafka.example.com:9092')).toBeInTheDocument();
    expect([...container.querySelectorAll('[data-channel]')].map((element) => element.getAttribute('data-channel'))).toEqual(['payments.captured', 'payments.refunded']);
    const captured = screen.getByRole('region', { name: 'subscribe payments.captured' });
    expect(within(captured).getByText('onPaymentCaptured')).toBeInTheDocument();
    expect(within(captured).getByRole('heading', { name: 'PaymentCaptured' })).toBeInTheDocument();
    expect(within(captured).getByText('capturedAt')).toBeInTheDocument();
    expect(within(captured).getByText('string (date-time)')).toBeInTheDocument();
  });

  it('prints hostile strings as text', () => {
    const { container } = render(<AsyncApiViewer definition={hostileAsyncApi} />);
    expect(screen.getByText('<b>chan</b>')).toBeInTheDocument();
    expectInert(container);
  });
});

describe('GraphQL viewer', () => {
  it('shows the example schema: Query and Mutation first, fields with arguments, filterable', async () => {
    const user = userEvent.setup();
    render(<GraphqlViewer definition={exampleDefinition('graphql')} />);
    const sections = screen.getAllByRole('region').map((section) => section.getAttribute('aria-label'));
    expect(sections).toEqual(['object Query', 'object Mutation', 'object Money', 'object Product', 'object ProductConnection']);
    const query = screen.getByRole('region', { name: 'object Query' });
    expect(query).toHaveTextContent('products(first: Int = 20, after: String, search: String): ProductConnection!');
    expect(screen.getByText('A product the shop sells.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Filter types and fields' }), 'setStock');
    expect(screen.getAllByRole('region').map((section) => section.getAttribute('aria-label'))).toEqual(['object Mutation']);
  });

  it('shows syntax errors with their place', () => {
    render(<GraphqlViewer definition={'type Query {'} />);
    expect(screen.getByText(/Syntax Error: .*\(line 1, column 13\)/)).toBeInTheDocument();
  });

  it('prints hostile strings as text', () => {
    const { container } = render(<GraphqlViewer definition={hostileGraphql} />);
    expect(screen.getAllByText(HOSTILE_HTML).length).toBeGreaterThan(0);
    expectInert(container);
  });
});

describe('gRPC viewer', () => {
  it('shows the example Ledger service with its rpcs and messages', () => {
    const { container } = render(<GrpcViewer definition={exampleDefinition('grpc')} />);
    expect(screen.getByText('example.ledger.v1')).toBeInTheDocument();
    const service = screen.getByRole('region', { name: 'service Ledger' });
    expect(within(service).getByText('Records money movements as balanced double entries.')).toBeInTheDocument();
    expect([...container.querySelectorAll('[data-rpc]')].map((row) => row.textContent)).toEqual([
      'RecordEntryRecordEntryRequestEntry',
      'GetBalanceGetBalanceRequestBalance',
    ]);
    expect(within(service).getByRole('link', { name: 'Entry' })).toHaveAttribute('href', '#proto-message-Entry');
    expect(screen.getByRole('region', { name: 'message Balance' })).toHaveTextContent('minor_units');
  });

  it('prints hostile comments as text', () => {
    const { container } = render(<GrpcViewer definition={hostileProto} />);
    expect(screen.getByText(HOSTILE_HTML)).toBeInTheDocument();
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expectInert(container);
  });
});

describe('tRPC viewer', () => {
  it('shows the example checkout router’s procedures with type and input', () => {
    const { container } = render(<TrpcViewer definition={exampleDefinition('trpc')} />);
    expect(screen.getByRole('region', { name: 'router checkoutRouter' })).toBeInTheDocument();
    const rows = [...container.querySelectorAll('[data-procedure]')];
    expect(rows.map((row) => row.getAttribute('data-procedure'))).toEqual(['getBasket', 'addItem', 'placeOrder']);
    expect(rows[0]).toHaveTextContent('query');
    expect(rows[1]).toHaveTextContent('mutation');
    expect(rows[0]).toHaveTextContent('z.object({ basketId: z.string() })');
  });

  it('says when it finds no router, and prints hostile input as text', () => {
    render(<TrpcViewer definition="export const x = 1;" />);
    expect(screen.getByText('No tRPC router with procedures was found in this definition.')).toBeInTheDocument();
    const { container } = render(<TrpcViewer definition={hostileTrpc} />);
    expectInert(container);
  });
});

describe('plain text viewer', () => {
  it('shows the definition as it is', () => {
    const { container } = render(<PlainTextViewer definition={`#%RAML 1.0\ntitle: ${HOSTILE_HTML}`} />);
    expect(screen.getByLabelText('Definition text')).toHaveTextContent(`title: ${HOSTILE_HTML}`);
    expectInert(container);
  });
});
