/** Tabs of the inspect dialog; `?inspect=<tab>` opens it on that tab. */
export const INSPECT_TABS = ['overview', 'ancestry', 'colocated', 'json', 'yaml'] as const;
export type InspectTab = (typeof INSPECT_TABS)[number];

export const inspectTabOf = (value: string | null): InspectTab =>
  (INSPECT_TABS as readonly string[]).includes(value ?? '') ? (value as InspectTab) : 'overview';
