import * as E from 'fp-ts/Either';
import { STORAGE_KEYS } from '../../domain/app/constants';
import { resolveTheme, themeStorageChange, type AppTheme } from '../../domain/app/theme';
import { serviceToken } from '../shared/service-token';
import type { KeyValueStore } from './key-value-store.port';

export const PORTICO_THEMES: readonly AppTheme[] = [
  { id: 'light', title: 'Light', variant: 'light' },
  { id: 'dark', title: 'Dark', variant: 'dark' },
];

export interface ThemeStoreDeps {
  readonly store: KeyValueStore;
  readonly systemPrefersDark: () => boolean;
  readonly themes?: readonly AppTheme[];
}

/** The active theme: stored choice, else system dark, else light, else first. */
export class ThemeStore {
  private readonly listeners = new Set<() => void>();
  private themes: readonly AppTheme[];
  private active: AppTheme;

  constructor(private readonly deps: ThemeStoreDeps) {
    this.themes = deps.themes ?? PORTICO_THEMES;
    this.active = this.resolve();
  }

  getThemes(): readonly AppTheme[] {
    return this.themes;
  }

  getActive(): AppTheme {
    return this.active;
  }

  /** The stored choice, or undefined for 'Auto' (follow the system). */
  getChoice(): string | undefined {
    return this.deps.store.get(STORAGE_KEYS.theme) ?? undefined;
  }

  choose(themeId: string | undefined): void {
    const change = themeStorageChange(this.themes, themeId);
    if (change._tag === 'Store') this.deps.store.set(STORAGE_KEYS.theme, change.themeId);
    if (change._tag === 'Remove') this.deps.store.remove(STORAGE_KEYS.theme);
    this.refresh();
  }

  /**
   * The themes the portal offers once its plugins are composed: the built-in ones and the plugins' as app.extensions
   * leaves them. A stored choice of a plugin's theme applies from here on.
   */
  offer(themes: readonly AppTheme[]): void {
    this.themes = themes;
    this.refresh();
  }

  /** Re-resolve, e.g. when the system colour scheme changes. */
  refresh(): void {
    this.active = this.resolve();
    for (const listener of this.listeners) listener();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private resolve(): AppTheme {
    const resolved = resolveTheme(this.themes, this.deps.store.get(STORAGE_KEYS.theme), this.deps.systemPrefersDark());
    if (E.isLeft(resolved)) throw new Error(resolved.left.message);
    return resolved.right;
  }
}

export const ThemeStoreToken = serviceToken<ThemeStore>('ThemeStore');
