// A docs site's stylesheets are written for a whole document: they style `html`, `body` and `:root`. Inside
// the reader the page is a shadow root whose content sits in two elements standing for them, so those
// selectors are pointed there, and `:host` (the reader's own element in the portal) is pointed at the same
// root, out of the site's reach. `@import` is dropped: an imported sheet would not be rewritten.

/** Stands for the page's `html` and `:root`: the content root inside the shadow root. */
export const DOCS_ROOT_CLASS = 'portico-docs-root';
/** Stands for the page's `body`: the element that holds the page's markup. */
export const DOCS_BODY_CLASS = 'portico-docs-body';

const ROOT = `.${DOCS_ROOT_CLASS}`;
const BODY = `.${DOCS_BODY_CLASS}`;

/** At-rules whose block holds rules (their selectors are rewritten); other blocks are kept as they are. */
const GROUPING_AT_RULES = new Set(['media', 'supports', 'layer', 'container', 'scope', 'document', 'starting-style']);

const isIdentChar = (char: string | undefined): boolean => char !== undefined && /[\w\u0080-\uffff-]/.test(char);

/** Reads an identifier (with CSS escapes) from `start`; answers its decoded text and the index after it. */
const readIdent = (text: string, start: number): { name: string; end: number } => {
  let name = '';
  let i = start;
  while (i < text.length) {
    const char = text[i] as string;
    if (char === '\\' && i + 1 < text.length) {
      const hex = /^[0-9a-fA-F]{1,6}\s?/.exec(text.slice(i + 1, i + 8));
      if (hex) {
        name += String.fromCodePoint(Math.min(parseInt(hex[0].trim(), 16) || 0xfffd, 0x10ffff));
        i += 1 + hex[0].length;
      } else {
        name += text[i + 1];
        i += 2;
      }
    } else if (isIdentChar(char)) {
      name += char;
      i++;
    } else break;
  }
  return { name, end: i };
};

/** The index after the bracket, parenthesis or string that opens at `start`, skipping nested ones and strings. */
const skipBalanced = (text: string, start: number): number => {
  const open = text[start] as string;
  if (open === '"' || open === "'") {
    let i = start + 1;
    while (i < text.length && text[i] !== open) i += text[i] === '\\' ? 2 : 1;
    return Math.min(i + 1, text.length);
  }
  const close = open === '(' ? ')' : ']';
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const char = text[i] as string;
    if (char === '"' || char === "'") i = skipBalanced(text, i) - 1;
    else if (char === '\\') i++;
    else if (char === open) depth++;
    else if (char === close && --depth === 0) return i + 1;
  }
  return text.length;
};

/** Rewrites one selector list: `html`/`:root`/`:host` to the content root, `body` to the body element. */
export const scopeSelector = (selector: string): string => {
  let out = '';
  let i = 0;
  // A type selector can only start a compound: at the start, or after a combinator, comma or '('.
  let compoundStart = true;
  while (i < selector.length) {
    const char = selector[i] as string;
    if (char === '"' || char === "'" || char === '[') {
      const end = skipBalanced(selector, i);
      out += selector.slice(i, end);
      i = end;
      compoundStart = false;
    } else if (char === ':' && selector[i + 1] === ':') {
      const { end } = readIdent(selector, i + 2);
      out += selector.slice(i, end);
      i = end;
      compoundStart = false;
    } else if (char === ':') {
      const { name, end } = readIdent(selector, i + 1);
      const pseudo = name.toLowerCase();
      if ((pseudo === 'host' || pseudo === 'host-context') && selector[end] === '(') {
        const close = skipBalanced(selector, end);
        out += `${ROOT}:is(${selector.slice(end + 1, close - 1)})`;
        i = close;
      } else if (pseudo === 'root' || pseudo === 'host' || pseudo === 'host-context') {
        out += ROOT;
        i = end;
      } else {
        out += selector.slice(i, end);
        i = end;
      }
      compoundStart = false;
    } else if (char === '.' || char === '#') {
      const { end } = readIdent(selector, i + 1);
      out += selector.slice(i, end);
      i = end;
      compoundStart = false;
    } else if (compoundStart && (isIdentChar(char) || char === '\\')) {
      const { name, end } = readIdent(selector, i);
      const type = name.toLowerCase();
      out += type === 'html' ? ROOT : type === 'body' ? BODY : selector.slice(i, end);
      i = end;
      compoundStart = false;
    } else {
      out += char;
      i++;
      compoundStart = /[\s>+~,(|]/.test(char);
    }
  }
  return out;
};

const withoutComments = (text: string): string => {
  let out = '';
  for (let i = 0; i < text.length; ) {
    const char = text[i] as string;
    if (char === '"' || char === "'") {
      const end = skipBalanced(text, i);
      out += text.slice(i, end);
      i = end;
    } else if (char === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 2;
      out += ' ';
    } else {
      out += char;
      i++;
    }
  }
  return out;
};

type Block = 'rules' | 'declarations' | 'verbatim';

/** A site's stylesheet, its selectors pointed at the reader's content (see the top of this file). */
export const scopeDocsCss = (css: string): string => {
  const text = withoutComments(css);
  const blocks: Block[] = ['rules'];
  let out = '';
  let chunk = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    const block = blocks[blocks.length - 1] ?? 'rules';
    if (char === '"' || char === "'" || (char === '(' && block !== 'verbatim')) {
      const end = skipBalanced(text, i);
      chunk += text.slice(i, end);
      i = end - 1;
    } else if (char === '\\') {
      chunk += text.slice(i, i + 2);
      i++;
    } else if (char === '{') {
      const prelude = chunk.trim();
      chunk = '';
      if (block === 'verbatim') {
        out += `${prelude}{`;
        blocks.push('verbatim');
      } else if (prelude.startsWith('@')) {
        const { name } = readIdent(prelude, 1);
        const grouping = GROUPING_AT_RULES.has(name.toLowerCase());
        out += `${prelude}{`;
        blocks.push(grouping ? 'rules' : 'verbatim');
      } else {
        out += `${scopeSelector(prelude)}{`;
        blocks.push('declarations');
      }
    } else if (char === '}') {
      out += `${chunk}}`;
      chunk = '';
      if (blocks.length > 1) blocks.pop();
    } else if (char === ';') {
      const statement = chunk;
      chunk = '';
      if (block === 'rules' && /^\s*@import\b/i.test(statement)) continue;
      out += `${statement};`;
    } else {
      chunk += char;
    }
  }
  const tail = chunk.trim();
  return tail === '' || /^@import\b/i.test(tail) ? out : `${out}${tail}`;
};
