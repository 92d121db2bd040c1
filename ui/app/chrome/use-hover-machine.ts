import { type FocusEvent, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  type HoverDelays,
  SIDEBAR_DELAYS,
  type SidebarEvent,
  type SidebarState,
  sidebarReducer,
} from './sidebar-machine';

export interface HoverSettings {
  readonly pinned: boolean;
  readonly expandOnHover: boolean;
  readonly isMobile: boolean;
}

/**
 * Runs the sidebar reducer and the single timer it asks for. Settings come from props and are fed in as
 * events. Pointer and keyboard focus both count as "inside": the machine sees one enter/leave per change.
 * Returns the state, a dispatch for extra events, and the handlers to spread on the hover area.
 */
export function useHoverMachine(settings: HoverSettings, delays: HoverDelays = SIDEBAR_DELAYS) {
  const [state, setState] = useState<SidebarState>(() => ({
    phase: 'closed',
    pointerInside: false,
    ...settings,
  }));
  const stateRef = useRef(state);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const delaysRef = useRef(delays);
  delaysRef.current = delays;

  const dispatch = useCallback((event: SidebarEvent) => {
    const transition = sidebarReducer(stateRef.current, event, delaysRef.current);
    const { timer } = transition;
    if (timer.kind !== 'keep') {
      clearTimeout(timerRef.current);
      timerRef.current = undefined;
    }
    if (timer.kind === 'arm') {
      timerRef.current = setTimeout(() => {
        timerRef.current = undefined;
        dispatch(timer.fire);
      }, timer.delayMs);
    }
    if (transition.state !== stateRef.current) {
      stateRef.current = transition.state;
      setState(transition.state);
    }
  }, []);

  useEffect(() => () => clearTimeout(timerRef.current), []);

  useLayoutEffect(() => dispatch({ type: 'setPinned', pinned: settings.pinned }), [dispatch, settings.pinned]);
  useLayoutEffect(
    () => dispatch({ type: 'setExpandOnHover', expandOnHover: settings.expandOnHover }),
    [dispatch, settings.expandOnHover],
  );
  useLayoutEffect(() => dispatch({ type: 'setMobile', isMobile: settings.isMobile }), [dispatch, settings.isMobile]);

  // Pointer and focus are tracked separately; the machine is told only when "inside" flips.
  const inside = useRef({ pointer: false, focus: false });
  const update = useCallback(
    (source: 'pointer' | 'focus', value: boolean) => {
      const before = inside.current.pointer || inside.current.focus;
      inside.current = { ...inside.current, [source]: value };
      const after = inside.current.pointer || inside.current.focus;
      if (before !== after) dispatch({ type: after ? 'pointerEnter' : 'pointerLeave' });
    },
    [dispatch],
  );

  // Focus that follows a pointer press (clicking the pin toggle) is not keyboard focus: it must not keep
  // the sidebar open after the pointer has left.
  const pressed = useRef(false);
  const handlers = {
    onPointerEnter: () => update('pointer', true),
    onPointerLeave: () => update('pointer', false),
    onPointerDown: () => {
      pressed.current = true;
    },
    onPointerUp: () => {
      pressed.current = false;
    },
    onFocus: () => {
      if (!pressed.current) update('focus', true);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) update('focus', false);
    },
  };

  return { state, dispatch, handlers };
}
