// A small Protocol Buffers (proto2/proto3) reader for the gRPC viewer: services with their rpcs, messages with
// their fields, enums, and the comments written above each of them. It never throws: what it cannot read is
// skipped up to the end of that statement or block.

export interface ProtoRpc {
  readonly name: string;
  readonly requestType: string;
  readonly requestStream: boolean;
  readonly responseType: string;
  readonly responseStream: boolean;
  readonly comment?: string;
}

export interface ProtoService {
  readonly name: string;
  readonly comment?: string;
  readonly rpcs: readonly ProtoRpc[];
}

export interface ProtoField {
  readonly name: string;
  readonly type: string;
  readonly number?: number;
  /** 'repeated', 'optional', 'required', or undefined for a plain proto3 field. */
  readonly label?: string;
  /** The oneof the field belongs to. */
  readonly oneof?: string;
  readonly comment?: string;
}

export interface ProtoMessage {
  /** Nested messages are named with their parents: 'Outer.Inner'. */
  readonly name: string;
  readonly comment?: string;
  readonly fields: readonly ProtoField[];
}

export interface ProtoEnum {
  readonly name: string;
  readonly comment?: string;
  readonly values: readonly { readonly name: string; readonly number?: number; readonly comment?: string }[];
}

export interface ProtoFile {
  readonly syntax?: string;
  readonly packageName?: string;
  readonly imports: readonly string[];
  readonly services: readonly ProtoService[];
  readonly messages: readonly ProtoMessage[];
  readonly enums: readonly ProtoEnum[];
}

type TokenKind = 'word' | 'string' | 'number' | 'symbol';

interface Token {
  readonly kind: TokenKind;
  readonly text: string;
  /** The comment block written right above the token, if any. */
  readonly comment?: string;
}

const WORD_START = /[A-Za-z_.]/;
const WORD_PART = /[A-Za-z0-9_.]/;
const DIGIT = /[0-9+-]/;

const cleanComment = (lines: readonly string[]): string | undefined => {
  const text = lines
    .map((line) => line.replace(/^\s*\*?\s?/, '').trimEnd())
    .join('\n')
    .trim();
  return text.length > 0 ? text : undefined;
};

/**
 * Splits the source into tokens. A comment block is attached to the token that follows it; a comment that ends
 * a line of code (`int32 id = 1; // the id`) or is followed by a blank line documents nothing.
 */
export const tokenizeProto = (source: string): readonly Token[] => {
  const tokens: Token[] = [];
  let pending: string[] = [];
  let newlinesSinceToken = 1;
  let newlinesSinceComment = 0;
  let index = 0;
  const length = source.length;
  while (index < length) {
    const char = source[index]!;
    if (char === '\n') {
      newlinesSinceToken += 1;
      newlinesSinceComment += 1;
      // A blank line between a comment and what follows: the comment documents nothing.
      if (newlinesSinceComment >= 2) pending = [];
      index += 1;
      continue;
    }
    if (/\s/.test(char)) {
      index += 1;
      continue;
    }
    if (char === '/' && (source[index + 1] === '/' || source[index + 1] === '*')) {
      const line = source[index + 1] === '/';
      const end = line ? source.indexOf('\n', index) : source.indexOf('*/', index + 2);
      const stop = end === -1 ? length : end;
      const text = source.slice(index + 2, stop);
      const trailing = tokens.length > 0 && newlinesSinceToken === 0;
      if (!trailing) pending.push(...text.split('\n'));
      newlinesSinceToken += line ? 0 : (text.match(/\n/g)?.length ?? 0);
      newlinesSinceComment = 0;
      index = line ? stop : end === -1 ? length : end + 2;
      continue;
    }
    const comment = cleanComment(pending);
    pending = [];
    newlinesSinceToken = 0;
    const push = (kind: TokenKind, text: string) => tokens.push(comment === undefined ? { kind, text } : { kind, text, comment });
    if (char === '"' || char === "'") {
      let cursor = index + 1;
      let text = '';
      while (cursor < length && source[cursor] !== char) {
        if (source[cursor] === '\\' && cursor + 1 < length) {
          text += source[cursor + 1];
          cursor += 2;
        } else {
          text += source[cursor];
          cursor += 1;
        }
      }
      push('string', text);
      index = cursor + 1;
      continue;
    }
    if (WORD_START.test(char)) {
      let cursor = index + 1;
      while (cursor < length && WORD_PART.test(source[cursor]!)) cursor += 1;
      push('word', source.slice(index, cursor));
      index = cursor;
      continue;
    }
    if (/[0-9]/.test(char) || (DIGIT.test(char) && /[0-9]/.test(source[index + 1] ?? ''))) {
      let cursor = index + 1;
      while (cursor < length && /[0-9A-Za-z.+-]/.test(source[cursor]!)) cursor += 1;
      push('number', source.slice(index, cursor));
      index = cursor;
      continue;
    }
    push('symbol', char);
    index += 1;
  }
  return tokens;
};

class Cursor {
  private index = 0;
  constructor(private readonly tokens: readonly Token[]) {}
  peek(offset = 0): Token | undefined {
    return this.tokens[this.index + offset];
  }
  next(): Token | undefined {
    const token = this.tokens[this.index];
    if (token) this.index += 1;
    return token;
  }
  done(): boolean {
    return this.index >= this.tokens.length;
  }
  accept(text: string): boolean {
    if (this.peek()?.text !== text) return false;
    this.index += 1;
    return true;
  }
  /** Skips to the end of the current statement: past the next ';' or past a balanced '{ … }' block. */
  skipStatement(): void {
    let depth = 0;
    while (!this.done()) {
      const token = this.next()!;
      if (token.kind !== 'symbol') continue;
      if (token.text === '{') depth += 1;
      else if (token.text === '}') {
        depth -= 1;
        if (depth <= 0) return;
      } else if (token.text === ';' && depth === 0) return;
    }
  }
  /** Skips an option list `[ … ]` if one follows. */
  skipBrackets(): void {
    if (this.peek()?.text !== '[') return;
    let depth = 0;
    while (!this.done()) {
      const token = this.next()!;
      if (token.text === '[') depth += 1;
      else if (token.text === ']') {
        depth -= 1;
        if (depth === 0) return;
      }
    }
  }
}

const withComment = <T extends object>(value: T, comment: string | undefined): T => (comment === undefined ? value : { ...value, comment });

const numberOf = (token: Token | undefined): number | undefined => {
  if (!token || token.kind !== 'number') return undefined;
  const value = Number(token.text);
  return Number.isFinite(value) ? value : undefined;
};

interface Collected {
  messages: ProtoMessage[];
  enums: ProtoEnum[];
}

const parseEnum = (cursor: Cursor, name: string, comment: string | undefined): ProtoEnum => {
  const values: { name: string; number?: number; comment?: string }[] = [];
  if (!cursor.accept('{')) return withComment({ name, values }, comment);
  while (!cursor.done() && !cursor.accept('}')) {
    const token = cursor.peek()!;
    if (token.kind === 'word' && (token.text === 'option' || token.text === 'reserved')) {
      cursor.skipStatement();
      continue;
    }
    if (token.kind === 'word' && cursor.peek(1)?.text === '=') {
      cursor.next();
      cursor.next();
      const number = numberOf(cursor.next());
      cursor.skipBrackets();
      cursor.accept(';');
      values.push(withComment({ name: token.text, ...(number !== undefined ? { number } : {}) }, token.comment));
      continue;
    }
    if (token.text === ';') {
      cursor.next();
      continue;
    }
    cursor.skipStatement();
  }
  return withComment({ name, values }, comment);
};

const FIELD_LABELS = new Set(['repeated', 'optional', 'required']);

/** A field statement `[label] type name = number [options];` or `map<K, V> name = number;`. */
const parseField = (cursor: Cursor, oneof: string | undefined): ProtoField | undefined => {
  const first = cursor.peek()!;
  const comment = first.comment;
  let label: string | undefined;
  if (first.kind === 'word' && FIELD_LABELS.has(first.text)) {
    label = first.text;
    cursor.next();
  }
  let type: string;
  const typeToken = cursor.next();
  if (!typeToken || typeToken.kind !== 'word') return undefined;
  if (typeToken.text === 'map' && cursor.peek()?.text === '<') {
    cursor.next();
    const key = cursor.next()?.text ?? '';
    cursor.accept(',');
    const value = cursor.next()?.text ?? '';
    cursor.accept('>');
    type = `map<${key}, ${value}>`;
  } else {
    type = typeToken.text;
  }
  const nameToken = cursor.next();
  if (!nameToken || nameToken.kind !== 'word' || !cursor.accept('=')) return undefined;
  const number = numberOf(cursor.next());
  cursor.skipBrackets();
  cursor.accept(';');
  return withComment(
    {
      name: nameToken.text,
      type,
      ...(number !== undefined ? { number } : {}),
      ...(label !== undefined ? { label } : {}),
      ...(oneof !== undefined ? { oneof } : {}),
    },
    comment,
  );
};

const parseMessageBody = (cursor: Cursor, name: string, comment: string | undefined, collected: Collected): void => {
  const fields: ProtoField[] = [];
  const index = collected.messages.length;
  collected.messages.push(withComment({ name, fields }, comment));
  if (!cursor.accept('{')) return;
  const readFields = (oneof: string | undefined): void => {
    while (!cursor.done() && !cursor.accept('}')) {
      const token = cursor.peek()!;
      if (token.text === ';') {
        cursor.next();
        continue;
      }
      if (token.kind !== 'word') {
        cursor.skipStatement();
        continue;
      }
      if (oneof === undefined && (token.text === 'message' || token.text === 'enum') && cursor.peek(1)?.kind === 'word') {
        cursor.next();
        const nested = cursor.next()!;
        const nestedName = `${name}.${nested.text}`;
        if (token.text === 'message') parseMessageBody(cursor, nestedName, token.comment, collected);
        else collected.enums.push(parseEnum(cursor, nestedName, token.comment));
        continue;
      }
      if (oneof === undefined && token.text === 'oneof' && cursor.peek(1)?.kind === 'word') {
        cursor.next();
        const oneofName = cursor.next()!.text;
        if (cursor.accept('{')) readFields(oneofName);
        continue;
      }
      if (['option', 'reserved', 'extensions', 'extend'].includes(token.text)) {
        cursor.skipStatement();
        continue;
      }
      const field = parseField(cursor, oneof);
      if (field) fields.push(field);
      else cursor.skipStatement();
    }
  };
  readFields(undefined);
  collected.messages[index] = withComment({ name, fields }, comment);
};

const parseService = (cursor: Cursor, name: string, comment: string | undefined): ProtoService => {
  const rpcs: ProtoRpc[] = [];
  if (!cursor.accept('{')) return withComment({ name, rpcs }, comment);
  while (!cursor.done() && !cursor.accept('}')) {
    const token = cursor.peek()!;
    if (token.text !== 'rpc') {
      if (token.text === ';') cursor.next();
      else cursor.skipStatement();
      continue;
    }
    cursor.next();
    const rpcName = cursor.next();
    const readType = (): { type: string; stream: boolean } | undefined => {
      if (!cursor.accept('(')) return undefined;
      const stream = cursor.peek()?.text === 'stream' && cursor.peek(1)?.text !== ')';
      if (stream) cursor.next();
      const type = cursor.next();
      if (!type || type.kind !== 'word' || !cursor.accept(')')) return undefined;
      return { type: type.text, stream };
    };
    const request = readType();
    const returns = cursor.accept('returns');
    const response = returns ? readType() : undefined;
    if (!rpcName || rpcName.kind !== 'word' || !request || !response) {
      cursor.skipStatement();
      continue;
    }
    // The rpc ends with ';' or with an options block.
    if (cursor.peek()?.text === '{') cursor.skipStatement();
    else cursor.accept(';');
    rpcs.push(
      withComment(
        {
          name: rpcName.text,
          requestType: request.type,
          requestStream: request.stream,
          responseType: response.type,
          responseStream: response.stream,
        },
        token.comment,
      ),
    );
  }
  return withComment({ name, rpcs }, comment);
};

/** Reads a .proto file. */
export const parseProto = (source: string): ProtoFile => {
  const cursor = new Cursor(tokenizeProto(source));
  const collected: Collected = { messages: [], enums: [] };
  const services: ProtoService[] = [];
  const imports: string[] = [];
  let syntax: string | undefined;
  let packageName: string | undefined;
  while (!cursor.done()) {
    const token = cursor.peek()!;
    const following = cursor.peek(1);
    if (token.kind !== 'word') {
      cursor.next();
      continue;
    }
    if ((token.text === 'syntax' || token.text === 'edition') && following?.text === '=') {
      cursor.next();
      cursor.next();
      const value = cursor.next();
      if (value?.kind === 'string') syntax = value.text;
      cursor.accept(';');
    } else if (token.text === 'package' && following?.kind === 'word') {
      cursor.next();
      packageName = cursor.next()!.text;
      cursor.accept(';');
    } else if (token.text === 'import') {
      cursor.next();
      if (cursor.peek()?.text === 'public' || cursor.peek()?.text === 'weak') cursor.next();
      const path = cursor.next();
      if (path?.kind === 'string') imports.push(path.text);
      cursor.accept(';');
    } else if (token.text === 'service' && following?.kind === 'word') {
      cursor.next();
      cursor.next();
      services.push(parseService(cursor, following.text, token.comment));
    } else if (token.text === 'message' && following?.kind === 'word') {
      cursor.next();
      cursor.next();
      parseMessageBody(cursor, following.text, token.comment, collected);
    } else if (token.text === 'enum' && following?.kind === 'word') {
      cursor.next();
      cursor.next();
      collected.enums.push(parseEnum(cursor, following.text, token.comment));
    } else {
      cursor.skipStatement();
    }
  }
  return {
    ...(syntax !== undefined ? { syntax } : {}),
    ...(packageName !== undefined ? { packageName } : {}),
    imports,
    services,
    messages: collected.messages,
    enums: collected.enums,
  };
};

/** The message of a type name as written in an rpc or field ('Entry', '.pkg.Entry', 'Outer.Inner'), if the file defines it. */
export const findProtoMessage = (file: ProtoFile, typeName: string): ProtoMessage | undefined => {
  const withoutPackage = (name: string): string => {
    const trimmed = name.replace(/^\./, '');
    return file.packageName && trimmed.startsWith(`${file.packageName}.`) ? trimmed.slice(file.packageName.length + 1) : trimmed;
  };
  const wanted = withoutPackage(typeName);
  return file.messages.find((message) => message.name === wanted) ?? file.messages.find((message) => message.name.endsWith(`.${wanted}`));
};
