// Sidebar and mobile menu behaviour.
// The reducer decides; the UI only runs the one timer the reducer asks for.

import {
  SIDEBAR_CLOSE_DELAY_MS,
  SIDEBAR_CLOSED_WIDTH,
  SIDEBAR_DEFAULT_PINNED,
  SIDEBAR_OPEN_DELAY_MS,
  SIDEBAR_OPEN_WIDTH,
  SUBMENU_CLOSED_WIDTH,
  SUBMENU_OPEN_DELAY_MS,
  SUBMENU_OPEN_WIDTH,
} from './sidebar-constants';

/** 'hovering': open is pending after the open delay; 'leaving': close is pending after the close delay. */
export type SidebarPhase = 'closed' | 'hovering' | 'open' | 'leaving';

export interface SidebarState {
  readonly phase: SidebarPhase;
  readonly pinned: boolean;
  readonly expandOnHover: boolean;
  readonly isMobile: boolean;
  /** Remembered while hover is ignored, so unpinning under the pointer keeps the sidebar open. */
  readonly pointerInside: boolean;
}

export type SidebarEvent =
  | { readonly type: 'pointerEnter' }
  | { readonly type: 'pointerLeave' }
  | { readonly type: 'openDelayElapsed' }
  | { readonly type: 'closeDelayElapsed' }
  | { readonly type: 'togglePin' }
  | { readonly type: 'setPinned'; readonly pinned: boolean }
  | { readonly type: 'setExpandOnHover'; readonly expandOnHover: boolean }
  | { readonly type: 'setMobile'; readonly isMobile: boolean };

export type SidebarTimerEvent = Extract<SidebarEvent, { type: 'openDelayElapsed' | 'closeDelayElapsed' }>;

/** What the UI does with its single timer: leave it, clear it, or replace it with a new one. */
export type SidebarTimer =
  | { readonly kind: 'keep' }
  | { readonly kind: 'cancel' }
  | { readonly kind: 'arm'; readonly delayMs: number; readonly fire: SidebarTimerEvent };

export interface SidebarTransition {
  readonly state: SidebarState;
  readonly timer: SidebarTimer;
}

export interface HoverDelays {
  readonly openDelayMs: number;
  readonly closeDelayMs: number;
}

export const SIDEBAR_DELAYS: HoverDelays = { openDelayMs: SIDEBAR_OPEN_DELAY_MS, closeDelayMs: SIDEBAR_CLOSE_DELAY_MS };
export const SUBMENU_DELAYS: HoverDelays = { openDelayMs: SUBMENU_OPEN_DELAY_MS, closeDelayMs: SIDEBAR_CLOSE_DELAY_MS };

/** Mobile is below the xs breakpoint (600 px wide, as in Backstage's theme). */
export const MOBILE_MAX_WIDTH_PX = 599.95;

export const initialSidebarState = (options: {
  readonly pinned?: boolean;
  readonly expandOnHover?: boolean;
  readonly isMobile?: boolean;
}): SidebarState => ({
  phase: 'closed',
  pinned: options.pinned ?? SIDEBAR_DEFAULT_PINNED,
  expandOnHover: options.expandOnHover ?? true,
  isMobile: options.isMobile ?? false,
  pointerInside: false,
});

const KEEP: SidebarTimer = { kind: 'keep' };
const CANCEL: SidebarTimer = { kind: 'cancel' };

/** Hover changes the open state only when unpinned, expand-on-hover is enabled and not on mobile. */
export const hoverCanExpand = (state: SidebarState): boolean =>
  !state.pinned && state.expandOnHover && !state.isMobile;

const stay = (state: SidebarState): SidebarTransition => ({ state, timer: KEEP });

/** After a setting changes, any pending timer is dropped and the phase follows the pointer. */
const settle = (state: SidebarState): SidebarTransition => ({
  state: { ...state, phase: hoverCanExpand(state) && state.pointerInside ? 'open' : 'closed' },
  timer: CANCEL,
});

const onPointerEnter = (state: SidebarState, delays: HoverDelays): SidebarTransition => {
  const inside = { ...state, pointerInside: true };
  if (!hoverCanExpand(state)) return stay(inside);
  switch (state.phase) {
    case 'closed':
      if (delays.openDelayMs <= 0) return { state: { ...inside, phase: 'open' }, timer: CANCEL };
      return {
        state: { ...inside, phase: 'hovering' },
        timer: { kind: 'arm', delayMs: delays.openDelayMs, fire: { type: 'openDelayElapsed' } },
      };
    case 'leaving':
      return { state: { ...inside, phase: 'open' }, timer: CANCEL };
    case 'hovering':
    case 'open':
      return stay(inside);
  }
};

const onPointerLeave = (state: SidebarState, delays: HoverDelays): SidebarTransition => {
  const outside = { ...state, pointerInside: false };
  if (!hoverCanExpand(state)) return stay(outside);
  switch (state.phase) {
    case 'hovering':
      return { state: { ...outside, phase: 'closed' }, timer: CANCEL };
    case 'open':
      // A zero delay (the sidebar's default) closes at once rather than through a pointless timer.
      if (delays.closeDelayMs <= 0) return { state: { ...outside, phase: 'closed' }, timer: CANCEL };
      return {
        state: { ...outside, phase: 'leaving' },
        timer: { kind: 'arm', delayMs: delays.closeDelayMs, fire: { type: 'closeDelayElapsed' } },
      };
    case 'closed':
    case 'leaving':
      return stay(outside);
  }
};

const withSetting = (state: SidebarState, next: SidebarState): SidebarTransition =>
  next.pinned === state.pinned && next.expandOnHover === state.expandOnHover && next.isMobile === state.isMobile
    ? stay(state)
    : settle(next);

export const sidebarReducer = (
  state: SidebarState,
  event: SidebarEvent,
  delays: HoverDelays = SIDEBAR_DELAYS,
): SidebarTransition => {
  switch (event.type) {
    case 'pointerEnter':
      return onPointerEnter(state, delays);
    case 'pointerLeave':
      return onPointerLeave(state, delays);
    case 'openDelayElapsed':
      // A stale timer (the pointer already left, or hover got disabled) changes nothing.
      return state.phase === 'hovering' && hoverCanExpand(state)
        ? { state: { ...state, phase: 'open' }, timer: KEEP }
        : stay(state);
    case 'closeDelayElapsed':
      return state.phase === 'leaving' && hoverCanExpand(state)
        ? { state: { ...state, phase: 'closed' }, timer: KEEP }
        : stay(state);
    case 'togglePin':
      return withSetting(state, { ...state, pinned: !state.pinned });
    case 'setPinned':
      return withSetting(state, { ...state, pinned: event.pinned });
    case 'setExpandOnHover':
      return withSetting(state, { ...state, expandOnHover: event.expandOnHover });
    case 'setMobile':
      return withSetting(state, { ...state, isMobile: event.isMobile });
  }
};

/** Whether the desktop sidebar shows its labels. Never on mobile. */
export const isSidebarOpen = (state: SidebarState): boolean => {
  if (state.isMobile) return false;
  if (state.pinned) return true;
  return state.phase === 'open' || state.phase === 'leaving';
};

export const sidebarWidth = (state: SidebarState): number =>
  isSidebarOpen(state) ? SIDEBAR_OPEN_WIDTH : SIDEBAR_CLOSED_WIDTH;

/** A submenu flyout uses the same hover rules (with its own delays) but is never pinned. */
export const isSubmenuOpen = (state: SidebarState): boolean =>
  !state.isMobile && (state.phase === 'open' || state.phase === 'leaving');

export const submenuWidth = (state: SidebarState): number =>
  isSubmenuOpen(state) ? SUBMENU_OPEN_WIDTH : SUBMENU_CLOSED_WIDTH;

/** Pin state is stored under sidebarPinState as a JSON boolean; anything else means the default. */
export const parseSidebarPinState = (raw: string | null | undefined): boolean => {
  if (raw == null) return SIDEBAR_DEFAULT_PINNED;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'boolean' ? value : SIDEBAR_DEFAULT_PINNED;
  } catch {
    return SIDEBAR_DEFAULT_PINNED;
  }
};

export const serializeSidebarPinState = (pinned: boolean): string => JSON.stringify(pinned);

// Mobile menu: the index of the open menu group, -1 when closed.

export const MOBILE_MENU_CLOSED = -1;

export interface MobileMenuState {
  readonly selectedIndex: number;
}

export type MobileMenuEvent =
  | { readonly type: 'select'; readonly index: number }
  | { readonly type: 'toggle'; readonly index: number }
  | { readonly type: 'close' }
  | { readonly type: 'navigated' };

export const initialMobileMenuState: MobileMenuState = { selectedIndex: MOBILE_MENU_CLOSED };

const normaliseIndex = (index: number): number =>
  Number.isInteger(index) && index >= 0 ? index : MOBILE_MENU_CLOSED;

export const mobileMenuReducer = (state: MobileMenuState, event: MobileMenuEvent): MobileMenuState => {
  switch (event.type) {
    case 'select':
      return { selectedIndex: normaliseIndex(event.index) };
    case 'toggle':
      return {
        selectedIndex: state.selectedIndex === event.index ? MOBILE_MENU_CLOSED : normaliseIndex(event.index),
      };
    case 'close':
    case 'navigated':
      return initialMobileMenuState;
  }
};

export const isMobileMenuOpen = (state: MobileMenuState): boolean => state.selectedIndex !== MOBILE_MENU_CLOSED;
