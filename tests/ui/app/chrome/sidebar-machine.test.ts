import fc from 'fast-check';
import { SIDEBAR_CLOSED_WIDTH, SIDEBAR_OPEN_DELAY_MS, SIDEBAR_OPEN_WIDTH, SUBMENU_OPEN_DELAY_MS, SUBMENU_OPEN_WIDTH } from '../../../../ui/app/chrome/sidebar-constants';
import {
  type HoverDelays,
  MOBILE_MENU_CLOSED,
  SIDEBAR_DELAYS,
  SUBMENU_DELAYS,
  type SidebarEvent,
  type SidebarState,
  type SidebarTimer,
  initialMobileMenuState,
  initialSidebarState,
  isMobileMenuOpen,
  isSidebarOpen,
  isSubmenuOpen,
  mobileMenuReducer,
  parseSidebarPinState,
  serializeSidebarPinState,
  sidebarReducer,
  sidebarWidth,
  submenuWidth,
} from '../../../../ui/app/chrome/sidebar-machine';

const unpinned = initialSidebarState({ pinned: false });
const enter: SidebarEvent = { type: 'pointerEnter' };
const leave: SidebarEvent = { type: 'pointerLeave' };
const openElapsed: SidebarEvent = { type: 'openDelayElapsed' };
const closeElapsed: SidebarEvent = { type: 'closeDelayElapsed' };

const run = (state: SidebarState, events: readonly SidebarEvent[]): SidebarState =>
  events.reduce((current, event) => sidebarReducer(current, event).state, state);

describe('sidebar reducer', () => {
  it('starts closed and pinned by default (sidebarPinState default pinned)', () => {
    const state = initialSidebarState({});
    expect(state.phase).toBe('closed');
    expect(state.pinned).toBe(true);
    expect(isSidebarOpen(state)).toBe(true);
  });

  it.each<[string, SidebarState, SidebarEvent, SidebarState['phase'], SidebarTimer]>([
    ['enter when closed arms the open delay', unpinned, enter, 'hovering',
      { kind: 'arm', delayMs: SIDEBAR_OPEN_DELAY_MS, fire: { type: 'openDelayElapsed' } }],
    ['open delay elapsed opens', { ...unpinned, phase: 'hovering' }, openElapsed, 'open', { kind: 'keep' }],
    ['leave while hovering cancels the pending open', { ...unpinned, phase: 'hovering' }, leave, 'closed', { kind: 'cancel' }],
    ['leave when open closes at once with the default close delay of 0', { ...unpinned, phase: 'open' }, leave, 'closed',
      { kind: 'cancel' }],
    ['close delay elapsed closes', { ...unpinned, phase: 'leaving' }, closeElapsed, 'closed', { kind: 'keep' }],
    ['re-entering during the close delay stays open', { ...unpinned, phase: 'leaving' }, enter, 'open', { kind: 'cancel' }],
    ['a stale open timer changes nothing', unpinned, openElapsed, 'closed', { kind: 'keep' }],
    ['a stale close timer changes nothing', { ...unpinned, phase: 'open' }, closeElapsed, 'open', { kind: 'keep' }],
    ['enter while open changes nothing', { ...unpinned, phase: 'open' }, enter, 'open', { kind: 'keep' }],
  ])('%s', (_name, state, event, phase, timer) => {
    const next = sidebarReducer(state, event);
    expect(next.state.phase).toBe(phase);
    expect(next.timer).toEqual(timer);
  });

  it('arms the close delay when there is one', () => {
    const slow = { openDelayMs: 100, closeDelayMs: 50 };
    const next = sidebarReducer({ ...unpinned, phase: 'open' }, leave, slow);
    expect(next.state.phase).toBe('leaving');
    expect(next.timer).toEqual({ kind: 'arm', delayMs: 50, fire: { type: 'closeDelayElapsed' } });
    expect(isSidebarOpen(next.state)).toBe(true);
  });

  it('opens at once when the open delay is 0', () => {
    expect(sidebarReducer(unpinned, enter, { openDelayMs: 0, closeDelayMs: 0 }).state.phase).toBe('open');
  });

  it('uses the given delays (submenu opens after 300 ms)', () => {
    expect(sidebarReducer(unpinned, enter, SUBMENU_DELAYS).timer).toEqual({
      kind: 'arm',
      delayMs: SUBMENU_OPEN_DELAY_MS,
      fire: { type: 'openDelayElapsed' },
    });
  });

  it('opens after hover and the open delay, and closes after leaving and the close delay', () => {
    const opened = run(unpinned, [enter, openElapsed]);
    expect(isSidebarOpen(opened)).toBe(true);
    expect(sidebarWidth(opened)).toBe(SIDEBAR_OPEN_WIDTH);
    const closed = run(opened, [leave]);
    expect(isSidebarOpen(closed)).toBe(false);
    expect(sidebarWidth(closed)).toBe(SIDEBAR_CLOSED_WIDTH);
  });

  it.each<[string, SidebarState]>([
    ['pinned', initialSidebarState({ pinned: true })],
    ['expand-on-hover disabled', initialSidebarState({ pinned: false, expandOnHover: false })],
    ['mobile', initialSidebarState({ pinned: false, isMobile: true })],
  ])('hover never changes the open state when %s', (_name, state) => {
    for (const event of [enter, openElapsed, leave, closeElapsed]) {
      const next = sidebarReducer(state, event);
      expect(next.state.phase).toBe(state.phase);
      expect(next.timer).toEqual({ kind: 'keep' });
    }
  });

  it('never opens on mobile, even when pinned', () => {
    expect(isSidebarOpen(initialSidebarState({ pinned: true, isMobile: true }))).toBe(false);
    const opened = run(unpinned, [enter, openElapsed]);
    const mobile = sidebarReducer(opened, { type: 'setMobile', isMobile: true });
    expect(isSidebarOpen(mobile.state)).toBe(false);
    expect(mobile.timer).toEqual({ kind: 'cancel' });
  });

  it('toggling the pin flips pinned and drops a pending timer', () => {
    const hovering = run(unpinned, [enter]);
    const pinned = sidebarReducer(hovering, { type: 'togglePin' });
    expect(pinned.state.pinned).toBe(true);
    expect(pinned.timer).toEqual({ kind: 'cancel' });
    expect(sidebarReducer(pinned.state, { type: 'togglePin' }).state.pinned).toBe(false);
  });

  it('unpinning under the pointer keeps it open; unpinning elsewhere closes it', () => {
    const pinnedInside = run(initialSidebarState({ pinned: true }), [enter]);
    expect(isSidebarOpen(sidebarReducer(pinnedInside, { type: 'setPinned', pinned: false }).state)).toBe(true);
    const pinnedOutside = run(pinnedInside, [leave]);
    expect(isSidebarOpen(sidebarReducer(pinnedOutside, { type: 'setPinned', pinned: false }).state)).toBe(false);
  });

  it('setting the same value again changes nothing', () => {
    const hovering = run(unpinned, [enter]);
    expect(sidebarReducer(hovering, { type: 'setPinned', pinned: false })).toEqual({ state: hovering, timer: { kind: 'keep' } });
    expect(sidebarReducer(hovering, { type: 'setMobile', isMobile: false }).timer).toEqual({ kind: 'keep' });
  });

  it('disabling expand-on-hover closes an open sidebar', () => {
    const opened = run(unpinned, [enter, openElapsed]);
    const next = sidebarReducer(opened, { type: 'setExpandOnHover', expandOnHover: false });
    expect(isSidebarOpen(next.state)).toBe(false);
  });

  describe('with a faithful timer (property)', () => {
    const eventArb: fc.Arbitrary<SidebarEvent | 'tick'> = fc.oneof(
      fc.constant(enter),
      fc.constant(leave),
      fc.constant('tick' as const),
      fc.constant<SidebarEvent>({ type: 'togglePin' }),
      fc.boolean().map((isMobile): SidebarEvent => ({ type: 'setMobile', isMobile })),
      fc.boolean().map((expandOnHover): SidebarEvent => ({ type: 'setExpandOnHover', expandOnHover })),
    );

    /** Plays events, firing the single pending timer on 'tick' as the UI would. */
    const simulate = (
      start: SidebarState,
      script: readonly (SidebarEvent | 'tick')[],
      delays: HoverDelays = SIDEBAR_DELAYS,
    ) => {
      let state = start;
      let pending: SidebarEvent | undefined;
      const states: SidebarState[] = [state];
      const apply = (event: SidebarEvent) => {
        const next = sidebarReducer(state, event, delays);
        state = next.state;
        if (next.timer.kind === 'cancel') pending = undefined;
        if (next.timer.kind === 'arm') pending = next.timer.fire;
        states.push(state);
      };
      for (const step of script) {
        if (step !== 'tick') apply(step);
        else if (pending) {
          const fire = pending;
          pending = undefined;
          apply(fire);
        }
      }
      return { state, pending, states };
    };

    it('is never open on mobile and always open when pinned on desktop', () => {
      fc.assert(
        fc.property(fc.boolean(), fc.array(eventArb, { maxLength: 40 }), (pinned, script) => {
          const { states } = simulate(initialSidebarState({ pinned }), script);
          for (const state of states) {
            if (state.isMobile) expect(isSidebarOpen(state)).toBe(false);
            else if (state.pinned) expect(isSidebarOpen(state)).toBe(true);
          }
        }),
      );
    });

    it.each<[string, HoverDelays]>([
      ['sidebar delays', SIDEBAR_DELAYS],
      ['a non-zero close delay', { openDelayMs: 100, closeDelayMs: 50 }],
    ])('settles to open while the pointer stays inside and to closed once it left (%s)', (_name, delays) => {
      fc.assert(
        fc.property(fc.array(eventArb, { maxLength: 40 }), script => {
          const settled = simulate(unpinned, [...script, 'tick'], delays).state;
          const expected =
            !settled.isMobile && (settled.pinned || (settled.expandOnHover && settled.pointerInside));
          expect(isSidebarOpen(settled)).toBe(expected);
        }),
      );
    });
  });
});

describe('submenu', () => {
  it('opens with its own width and is closed on mobile', () => {
    const opened = run(unpinned, [enter, openElapsed]);
    expect(isSubmenuOpen(opened)).toBe(true);
    expect(submenuWidth(opened)).toBe(SUBMENU_OPEN_WIDTH);
    expect(submenuWidth(unpinned)).toBe(0);
  });
});

describe('pin state storage', () => {
  it.each<[string | null, boolean]>([
    [null, true],
    ['true', true],
    ['false', false],
    ['"false"', true],
    ['not json', true],
    ['', true],
  ])('parses %p as %p', (raw, pinned) => {
    expect(parseSidebarPinState(raw)).toBe(pinned);
  });

  it('round-trips every pin state', () => {
    fc.assert(fc.property(fc.boolean(), pinned => parseSidebarPinState(serializeSidebarPinState(pinned)) === pinned));
  });

  it('never throws and falls back to pinned for any other text', () => {
    fc.assert(
      fc.property(fc.string().filter(raw => raw !== 'false' && raw.trim() !== 'false'), raw => {
        expect(parseSidebarPinState(raw)).toBe(true);
      }),
    );
  });
});

describe('mobile menu', () => {
  it('is closed (-1) at first', () => {
    expect(initialMobileMenuState.selectedIndex).toBe(MOBILE_MENU_CLOSED);
    expect(MOBILE_MENU_CLOSED).toBe(-1);
    expect(isMobileMenuOpen(initialMobileMenuState)).toBe(false);
  });

  it.each([
    ['select opens the index', { selectedIndex: -1 }, { type: 'select', index: 2 } as const, 2],
    ['toggle opens another index', { selectedIndex: 1 }, { type: 'toggle', index: 2 } as const, 2],
    ['toggle on the selected index closes', { selectedIndex: 2 }, { type: 'toggle', index: 2 } as const, -1],
    ['close closes', { selectedIndex: 2 }, { type: 'close' } as const, -1],
    ['navigation resets', { selectedIndex: 3 }, { type: 'navigated' } as const, -1],
    ['a negative index means closed', { selectedIndex: 1 }, { type: 'select', index: -5 } as const, -1],
  ])('%s', (_name, state, event, selectedIndex) => {
    expect(mobileMenuReducer(state, event).selectedIndex).toBe(selectedIndex);
  });

  it('always resets on navigation', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1, max: 50 }), index =>
        mobileMenuReducer({ selectedIndex: index }, { type: 'navigated' }).selectedIndex === MOBILE_MENU_CLOSED,
      ),
    );
  });
});
