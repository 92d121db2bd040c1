import fc from 'fast-check';
import {
  flattenSections,
  isInAppPath,
  itemMatches,
  moveActive,
  paletteSections,
  parseRecents,
  rankByTitle,
  rememberPick,
  serializeRecents,
  type PaletteItem,
} from '../../../domain/search/palette';

const nav = (id: string, kind: PaletteItem['kind'], title: string, to: string, subtitle?: string): PaletteItem => ({
  id,
  kind,
  title,
  ...(subtitle ? { subtitle } : {}),
  target: { _tag: 'Navigate', to },
});

const payments = nav('entity:component:default/payments', 'entity', 'Payments Service', '/catalog/default/component/payments', 'Component · service');
const ledger = nav('entity:component:default/ledger', 'entity', 'Ledger', '/catalog/default/component/ledger');
const paymentsDoc = nav('document:/catalog/default/component/payments', 'document', 'Payments Service', '/catalog/default/component/payments');
const runbook = nav('document:/docs/default/component/payments/runbook', 'document', 'Runbook', '/docs/default/component/payments/runbook');
const catalogPage = nav('page:/catalog', 'page', 'Catalog', '/catalog');
const searchPage = nav('page:/search', 'page', 'Search', '/search');
const toggleTheme: PaletteItem = { id: 'action:toggle-theme', kind: 'action', title: 'Toggle light/dark theme', target: { _tag: 'Action', actionId: 'toggle-theme' } };

describe('command palette sections', () => {
  it('offers recent picks, pages and actions for an empty query, recent first', () => {
    const sections = paletteSections({ query: '', recents: [ledger], pages: [catalogPage, searchPage], actions: [toggleTheme], entities: [], documents: [] });
    expect(sections.map((section) => section.id)).toEqual(['recent', 'pages', 'actions']);
    expect(flattenSections(sections).map((item) => item.id)).toEqual([ledger.id, catalogPage.id, searchPage.id, toggleTheme.id]);
  });

  it('shows each destination once: a recent pick hides the same entity, an entity hides the search document of its page', () => {
    const sections = paletteSections({ query: 'pay', recents: [payments], pages: [catalogPage], actions: [toggleTheme], entities: [payments, ledger], documents: [paymentsDoc, runbook] });
    expect(sections.map((section) => [section.id, section.items.map((item) => item.id)])).toEqual([
      ['recent', [payments.id]],
      ['entities', [ledger.id]],
      ['documents', [runbook.id]],
    ]);
  });

  it('filters recents, pages and actions by every word of the query, titles starting with it first', () => {
    const sections = paletteSections({ query: 'se', recents: [], pages: [catalogPage, searchPage], actions: [toggleTheme], entities: [], documents: [] });
    expect(flattenSections(sections).map((item) => item.title)).toEqual(['Search']);
    expect(itemMatches(toggleTheme, 'dark theme')).toBe(true);
    expect(itemMatches(toggleTheme, 'dark catalog')).toBe(false);
    expect(itemMatches(payments, 'SERVICE component')).toBe(true);
  });

  it('moves through the options with wrap-around', () => {
    expect(moveActive(0, 1, 3)).toBe(1);
    expect(moveActive(2, 1, 3)).toBe(0);
    expect(moveActive(0, -1, 3)).toBe(2);
    expect(moveActive(-1, 1, 3)).toBe(0);
    expect(moveActive(-1, -1, 3)).toBe(2);
    expect(moveActive(1, 1, 0)).toBe(-1);
  });

  it('always lands on an option when there are any (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1, max: 50 }), fc.integer({ min: -5, max: 5 }), fc.integer({ min: 1, max: 40 }), (active, delta, count) => {
        const next = moveActive(Math.min(active, count - 1), delta, count);
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThan(count);
      }),
    );
  });
});

describe('recent picks', () => {
  it('puts the pick first, without duplicates, keeping at most the maximum', () => {
    expect(rememberPick([ledger, payments], payments).map((item) => item.id)).toEqual([payments.id, ledger.id]);
    expect(rememberPick([ledger, payments, catalogPage], searchPage, 3).map((item) => item.id)).toEqual([searchPage.id, ledger.id, payments.id]);
  });

  it('reads back what it stored', () => {
    const stored = serializeRecents([payments, toggleTheme]);
    expect(parseRecents(stored)).toEqual([payments, toggleTheme]);
  });

  it.each<[string, string | null]>([
    ['nothing stored', null],
    ['not JSON', '{oops'],
    ['not a list', '{"id":"x"}'],
    ['an external target', JSON.stringify([{ id: 'x', kind: 'page', title: 'Evil', target: { _tag: 'Navigate', to: 'https://evil.example' } }])],
    ['a protocol-relative target', JSON.stringify([{ id: 'x', kind: 'page', title: 'Evil', target: { _tag: 'Navigate', to: '//evil.example' } }])],
    ['a javascript: target', JSON.stringify([{ id: 'x', kind: 'page', title: 'Evil', target: { _tag: 'Navigate', to: 'javascript:alert(1)' } }])],
    ['an unknown kind', JSON.stringify([{ id: 'x', kind: 'virus', title: 'x', target: { _tag: 'Navigate', to: '/x' } }])],
  ])('drops %s', (_, raw) => {
    expect(parseRecents(raw)).toEqual([]);
  });

  it('never answers anything but well-formed items with in-app targets (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        for (const item of parseRecents(JSON.stringify(value))) {
          expect(typeof item.title).toBe('string');
          if (item.target._tag === 'Navigate') expect(isInAppPath(item.target.to)).toBe(true);
        }
      }),
    );
  });
});

describe('exact matches first in the palette', () => {
  const ledgerService = nav('entity:component:default/ledger-service', 'entity', 'Ledger Service', '/catalog/default/component/ledger-service');
  const ledgerExporter = nav('entity:component:default/ledger-exporter', 'entity', 'Exporter for the ledger', '/catalog/default/component/ledger-exporter');

  it('puts a title equal to the query (any case) before a longer title starting with it, then the rest in their order', () => {
    expect(rankByTitle([ledgerExporter, ledgerService, ledger], 'LEDGER').map((item) => item.title)).toEqual(['Ledger', 'Ledger Service', 'Exporter for the ledger']);
  });

  it('ranks an entity whose name equals the query first, whatever its title', () => {
    const named = { ...nav('entity:component:default/pay', 'entity', 'Payment gateway', '/catalog/default/component/pay'), name: 'pay' };
    expect(rankByTitle([payments, named], 'pay').map((item) => item.title)).toEqual(['Payment gateway', 'Payments Service']);
  });

  it('orders the entities and documents the sources found, exact match first', () => {
    const sections = paletteSections({ query: 'ledger', recents: [], pages: [], actions: [], entities: [ledgerService, ledger], documents: [] });
    expect(sections[0]!.items.map((item) => item.title)).toEqual(['Ledger', 'Ledger Service']);
  });
});
