// Task log lines: the backend's logger colours its lines with ANSI escape codes, which the portal strips.

// CSI sequences (colours, cursor moves) and OSC sequences (titles, hyperlinks).
// eslint-disable-next-line no-control-regex -- matches escape codes on purpose
const ANSI = /[\u001b\u009b](?:\[[0-?]*[ -/]*[@-~]|\][^\u0007\u001b]*(?:\u0007|\u001b\\))/g;

export const stripAnsi = (text: string): string => text.replace(ANSI, '');
