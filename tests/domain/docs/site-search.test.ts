import { siteSearchQuery, siteSearchTarget } from '../../../domain/docs/site-search';
import { tableOfContents } from '../../../domain/docs/table-of-contents';

const payments = { kind: 'component', namespace: 'default', name: 'payments' };

describe('siteSearchQuery', () => {
  it('asks for the docs documents of this one entity', () => {
    expect(siteSearchQuery(payments, '  restart ')).toEqual({
      term: 'restart',
      types: ['techdocs'],
      filters: { kind: 'component', namespace: 'default', name: 'payments' },
      pageLimit: 10,
    });
  });
});

describe('siteSearchTarget', () => {
  it.each([
    ['a page of the site opens in the docs page', '/docs/default/component/payments/runbook/', '/docs/default/component/payments', '/docs/default/component/payments/runbook/'],
    ['a page of the site opens in the entity’s docs tab', '/docs/default/component/payments/runbook/#restart', '/catalog/default/component/payments/docs', '/catalog/default/component/payments/docs/runbook/#restart'],
    ['the site’s home page', '/docs/default/component/payments', '/catalog/default/component/payments/docs', '/catalog/default/component/payments/docs/'],
    ['the kind in another case', '/docs/default/Component/payments/runbook/', '/docs/default/component/payments', '/docs/default/component/payments/runbook/'],
    ['another site is left as it is', '/docs/default/component/ledger/', '/docs/default/component/payments', '/docs/default/component/ledger/'],
  ])('%s', (_name, location, linkBase, expected) => {
    expect(siteSearchTarget(location, payments, linkBase)).toBe(expected);
  });
});

describe('tableOfContents', () => {
  it('keeps section headings with an anchor and a text, once each, without their permalink sign', () => {
    expect(
      tableOfContents([
        { level: 1, id: 'title', text: 'Payments' },
        { level: 2, id: 'responsibilities', text: 'Responsibilities¶' },
        { level: 3, id: 'refunds', text: ' Refunds\n ' },
        { level: 2, id: '', text: 'No anchor' },
        { level: 2, id: 'empty', text: '  ' },
        { level: 4, id: 'detail', text: 'Detail' },
        { level: 2, id: 'responsibilities', text: 'Again' },
      ]),
    ).toEqual([
      { level: 2, id: 'responsibilities', text: 'Responsibilities' },
      { level: 3, id: 'refunds', text: 'Refunds' },
    ]);
  });
});
