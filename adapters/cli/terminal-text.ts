// Text that came from a cluster (names, messages, reasons, log excerpts) is printed to a terminal, where
// escape sequences could retitle the window, clear the screen, hide lines or forge output. These helpers
// drop every control sequence and control character except newline and tab.

/* eslint-disable no-control-regex -- these patterns match control characters on purpose */
/** Strings (OSC, DCS, SOS, PM, APC), ended by BEL or ST; an unterminated one runs to the end of the text. */
const CONTROL_STRING = /(?:\u001b[\]PX^_]|[\u0090\u0098\u009d\u009e\u009f])[^\u0007\u001b\u009c]*(?:\u0007|\u001b\\|\u009c)?/g;
/** CSI sequences: parameters, intermediates, one final byte. */
const CSI = /(?:\u001b\[|\u009b)[\u0030-\u003f]*[\u0020-\u002f]*[\u0040-\u007e]?/g;
/** Other escape sequences: ESC, intermediates, one final byte. */
const ESCAPE = /\u001b[\u0020-\u002f]*[\u0030-\u007e]?/g;
/** C0 controls but tab and newline, DEL, and C1 controls. */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

export const stripControlSequences = (text: string): string =>
  text.replace(CONTROL_STRING, '').replace(CSI, '').replace(ESCAPE, '').replace(CONTROL_CHARACTER, '');

/** A copy of a decoded JSON value whose strings (keys too) have no control sequences. */
export const stripControlSequencesDeep = (value: unknown): unknown => {
  if (typeof value === 'string') return stripControlSequences(value);
  if (Array.isArray(value)) return value.map(stripControlSequencesDeep);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [stripControlSequences(key), stripControlSequencesDeep(entry)]));
  }
  return value;
};

/** C0 controls (newline and tab too), DEL and C1 controls. */
const ANY_CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * One line of output with every control character written out as `\xNN`, so a file name, key or value holding an
 * escape sequence prints as visible text (`\x1b[31m`) and cannot colour, move or forge lines on the terminal.
 */
export const escapeControlCharacters = (text: string): string =>
  text.replace(ANY_CONTROL_CHARACTER, (char) => `\\x${(char.codePointAt(0) ?? 0).toString(16).padStart(2, '0')}`);

/** C1 controls, which JSON.stringify leaves as they are (it escapes only C0). */
const C1_CONTROL_CHARACTER = /[\u007f-\u009f]/g;

/** JSON text whose strings carry no raw control character: C1 controls (and DEL) written as `\u00NN` too. */
export const terminalSafeJson = (value: unknown): string =>
  JSON.stringify(value).replace(C1_CONTROL_CHARACTER, (char) => `\\u${(char.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`);
