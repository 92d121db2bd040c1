import fc from 'fast-check';
import { highlightedField, splitHighlight } from '../../../domain/search/highlight';

const pre = '<d15ed173-13d0-4f1c-ac12-8ff0676d1b8e>';
const post = '</d15ed173-13d0-4f1c-ac12-8ff0676d1b8e>';

describe('highlighting (preTag, postTag, fields)', () => {
  it('splits a field the search backend highlighted into plain and marked parts', () => {
    expect(splitHighlight(`Takes ${pre}payments${post}, publishes ${pre}payment${post} events.`, pre, post)).toEqual([
      { text: 'Takes ', highlighted: false },
      { text: 'payments', highlighted: true },
      { text: ', publishes ', highlighted: false },
      { text: 'payment', highlighted: true },
      { text: ' events.', highlighted: false },
    ]);
  });

  it.each<[string, string]>([
    ['no tags', 'plain text'],
    ['an opening tag without a closing one', `broken ${pre}tag`],
    ['markup that is not the tags', '<img src=x onerror=alert(1)>'],
  ])('keeps %s as text', (_, text) => {
    expect(splitHighlight(text, pre, post)).toEqual([{ text, highlighted: false }]);
  });

  it('never loses or adds text: the parts are the field without its tags (property)', () => {
    const part = fc.record({ text: fc.string({ minLength: 1 }).filter((s) => !s.includes('<')), highlighted: fc.boolean() });
    fc.assert(
      fc.property(fc.array(part), (parts) => {
        const marked = parts.map((p) => (p.highlighted ? `${pre}${p.text}${post}` : p.text)).join('');
        const segments = splitHighlight(marked, pre, post);
        expect(segments.map((s) => s.text).join('')).toBe(parts.map((p) => p.text).join(''));
        expect(segments.filter((s) => s.highlighted).map((s) => s.text)).toEqual(parts.filter((p) => p.highlighted).map((p) => p.text));
      }),
    );
  });

  it('uses the highlighted field when there is one, else the plain field', () => {
    const highlight = { preTag: pre, postTag: post, fields: { title: `${pre}Payments${post} Service` } };
    expect(highlightedField('Payments Service', highlight, 'title')).toEqual([
      { text: 'Payments', highlighted: true },
      { text: ' Service', highlighted: false },
    ]);
    expect(highlightedField('Some text', highlight, 'text')).toEqual([{ text: 'Some text', highlighted: false }]);
    expect(highlightedField('', undefined, 'text')).toEqual([]);
  });
});
