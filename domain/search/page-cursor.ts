// Page cursors: the cursor is the base64 of the page number,
// counted from 0 the way the search backend counts them ('MA==' is page 0, 'MQ==' page 1).
import * as E from 'fp-ts/Either';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Base64 of an ASCII text (page numbers are digits), without the DOM's btoa. */
export const asciiToBase64 = (text: string): string => {
  let out = '';
  for (let i = 0; i < text.length; i += 3) {
    const [a, b, c] = [text.charCodeAt(i), text.charCodeAt(i + 1), text.charCodeAt(i + 2)];
    const bits = (a << 16) | ((b || 0) << 8) | (c || 0);
    out += ALPHABET[(bits >> 18) & 63]! + ALPHABET[(bits >> 12) & 63]!;
    out += i + 1 < text.length ? ALPHABET[(bits >> 6) & 63]! : '=';
    out += i + 2 < text.length ? ALPHABET[bits & 63]! : '=';
  }
  return out;
};

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** The ASCII text of a base64 string; undefined when it is not base64. */
export const base64ToAscii = (encoded: string): string | undefined => {
  if (!BASE64.test(encoded)) return undefined;
  let out = '';
  for (let i = 0; i < encoded.length; i += 4) {
    const chunk = encoded.slice(i, i + 4);
    const values = [...chunk].map((char) => (char === '=' ? 0 : ALPHABET.indexOf(char)));
    const bits = (values[0]! << 18) | (values[1]! << 12) | (values[2]! << 6) | values[3]!;
    out += String.fromCharCode((bits >> 16) & 255);
    if (chunk[2] !== '=') out += String.fromCharCode((bits >> 8) & 255);
    if (chunk[3] !== '=') out += String.fromCharCode(bits & 255);
  }
  return out;
};

export const encodePageCursor = (page: number): string => asciiToBase64(String(page));

export interface InvalidPageCursor {
  readonly _tag: 'InvalidPageCursor';
  readonly cursor: string;
  readonly message: string;
}

/** The page number a cursor stands for; a cursor that is not base64 of a whole number >= 0 is invalid. */
export const decodePageCursor = (cursor: string): E.Either<InvalidPageCursor, number> => {
  const text = base64ToAscii(cursor);
  return text !== undefined && /^(0|[1-9][0-9]*)$/.test(text) && Number.isSafeInteger(Number(text))
    ? E.right(Number(text))
    : E.left({ _tag: 'InvalidPageCursor', cursor, message: `Invalid page cursor '${cursor}'` });
};

/** The page (from 0) the query is on: none or an unreadable cursor is the first page. */
export const pageOfCursor = (cursor: string | undefined): number => {
  if (cursor === undefined) return 0;
  const decoded = decodePageCursor(cursor);
  return E.isRight(decoded) ? decoded.right : 0;
};
