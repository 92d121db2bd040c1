// The command palette's items: plain data, so recent picks can be stored and read back.

export type PaletteItemKind = 'entity' | 'document' | 'page' | 'action';

export type PaletteTarget =
  | { readonly _tag: 'Navigate'; readonly to: string }
  | { readonly _tag: 'Action'; readonly actionId: string };

export interface PaletteItem {
  /** Unique among all items, e.g. 'entity:component:default/payments', 'page:/catalog', 'action:toggle-theme'. */
  readonly id: string;
  readonly kind: PaletteItemKind;
  readonly title: string;
  readonly subtitle?: string;
  /** An entity's name, when it differs from its title: an exact match of either ranks first. */
  readonly name?: string;
  readonly target: PaletteTarget;
}
