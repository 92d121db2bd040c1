import fc from 'fast-check';
import { classifyLinkTarget, isUnsafeLinkTarget, unsafeSchemeRejected } from '../../../domain/app/external-link';
import { messages } from '../../../domain/app/messages';

describe('classifyLinkTarget', () => {
  it.each<[string, ReturnType<typeof classifyLinkTarget>]>([
    ['https://backstage.io/docs', { kind: 'newWindow', href: 'https://backstage.io/docs' }],
    ['http://example.com', { kind: 'newWindow', href: 'http://example.com' }],
    ['HTTPS://EXAMPLE.COM', { kind: 'newWindow', href: 'HTTPS://EXAMPLE.COM' }],
    ['  https://example.com  ', { kind: 'newWindow', href: 'https://example.com' }],
    ['//cdn.example.com/x', { kind: 'newWindow', href: '//cdn.example.com/x' }],
    ['/\\evil.example.com', { kind: 'newWindow', href: '/\\evil.example.com' }],
    ['mailto:team@example.com', { kind: 'sameWindow', href: 'mailto:team@example.com' }],
    ['tel:+123', { kind: 'sameWindow', href: 'tel:+123' }],
    ['/catalog/default/component/payments', { kind: 'inApp', to: '/catalog/default/component/payments' }],
    ['docs', { kind: 'inApp', to: 'docs' }],
    ['../settings', { kind: 'inApp', to: '../settings' }],
    ['?inspect=yaml', { kind: 'inApp', to: '?inspect=yaml' }],
    ['#main-content', { kind: 'inApp', to: '#main-content' }],
    ['/search?query=a:b', { kind: 'inApp', to: '/search?query=a:b' }],
  ])('%p', (target, expected) => {
    expect(classifyLinkTarget(target)).toEqual(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'JAVASCRIPT:alert(1)',
    '  javascript:alert(1)',
    '\u0000\u0001\u001fjavascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'jav\r\nascript:alert(1)',
  ])('rejects %p with the javascript: URL message', target => {
    expect(classifyLinkTarget(target)).toEqual({
      kind: 'rejected',
      scheme: 'javascript',
      message: messages.javascriptUrlRejected,
    });
  });

  it.each([
    ['data:text/html,<script>alert(1)</script>', 'data'],
    ['DATA:text/html;base64,PHNjcmlwdD4=', 'data'],
    [' vbscript:msgbox(1)', 'vbscript'],
    ['VbScript:msgbox(1)', 'vbscript'],
  ])('rejects %p as unsafe', (target, scheme) => {
    expect(classifyLinkTarget(target)).toEqual({ kind: 'rejected', scheme, message: unsafeSchemeRejected(scheme) });
  });

  const caseVariants = (word: string) =>
    fc.array(fc.boolean(), { minLength: word.length, maxLength: word.length }).map(upper =>
      word
        .split('')
        .map((char, i) => (upper[i] ? char.toUpperCase() : char))
        .join(''),
    );
  const controlChars = fc.string({ unit: fc.integer({ min: 0, max: 0x20 }).map(code => String.fromCharCode(code)) });
  const tabsOrNewlines = fc.array(fc.constantFrom('', '\t', '\n', '\r'));

  it('never lets an unsafe scheme through, whatever the case, controls or inner tabs (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('javascript', 'data', 'vbscript').chain(caseVariants),
        controlChars,
        tabsOrNewlines,
        fc.string(),
        (word, prefix, breaks, rest) => {
          const broken = word
            .split('')
            .map((char, i) => char + (breaks[i] ?? ''))
            .join('');
          const target = `${prefix}${broken}:${rest}`;
          const result = classifyLinkTarget(target);
          expect(result.kind).toBe('rejected');
          expect(isUnsafeLinkTarget(target)).toBe(true);
        },
      ),
    );
  });

  it('opens every http(s) URL in a new window (property)', () => {
    fc.assert(
      fc.property(fc.webUrl(), url => {
        expect(classifyLinkTarget(url)).toEqual({ kind: 'newWindow', href: url });
      }),
    );
  });

  it('navigates in the app for every absolute path (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.webSegment(), { minLength: 1, maxLength: 5 }), segments => {
        const path = `/${segments.join('/')}`;
        fc.pre(!path.startsWith('//'));
        expect(classifyLinkTarget(path)).toEqual({ kind: 'inApp', to: path });
      }),
    );
  });

  it('never throws (property)', () => {
    fc.assert(fc.property(fc.string(), target => ['newWindow', 'sameWindow', 'inApp', 'rejected'].includes(classifyLinkTarget(target).kind)));
  });
});
