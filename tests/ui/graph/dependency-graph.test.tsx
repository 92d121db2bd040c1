import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { GraphEdgeData, GraphNodeData } from '../../../domain/graph/entity-graph';
import { DependencyGraph } from '../../../ui/graph/dependency-graph';
import { renderView } from '../../support/render';

const node = (id: string, title: string, isRoot = false): GraphNodeData => {
  const [kind, rest] = id.split(':') as [string, string];
  const [namespace, name] = rest.split('/') as [string, string];
  return { id, kind, namespace, name, title, isRoot };
};
const NODES = [node('component:default/payments', 'Payments Service', true), node('api:default/payments-api', 'Payments API'), node('group:default/team-payments', 'team-payments')];
const EDGES: GraphEdgeData[] = [
  { id: 'e1', from: 'api:default/payments-api', to: 'component:default/payments', relations: ['apiProvidedBy', 'providesApi'], label: 'apiProvidedBy' },
  { id: 'e2', from: 'group:default/team-payments', to: 'component:default/payments', relations: ['ownerOf', 'ownedBy'], label: 'ownerOf' },
];
const pathOf = (graphNode: GraphNodeData) => `/catalog/${graphNode.namespace}/${graphNode.kind}/${graphNode.name}`;

describe('DependencyGraph', () => {
  it('draws every entity as a focusable link to its page, the root marked, and every edge with its label and arrow', () => {
    const { container } = renderView(<DependencyGraph nodes={NODES} edges={EDGES} ariaLabel="Relations of payments" nodePath={pathOf} />);
    const graph = screen.getByRole('group', { name: 'Relations of payments' });
    const links = within(graph).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(['Payments Service component', 'Payments API api', 'team-payments group']);
    expect(links[0]).toHaveAttribute('href', '/catalog/default/component/payments');
    expect(links[0]).toHaveAttribute('tabindex', '0');
    expect(links[0]).toHaveClass('portico-graph-node--root');
    const edges = container.querySelectorAll('.portico-graph-edge');
    expect(edges).toHaveLength(2);
    expect([...edges].map((edge) => edge.textContent)).toEqual(['apiProvidedBy', 'ownerOf']);
    for (const edge of edges) {
      const path = edge.querySelector('path')!;
      expect(path.getAttribute('d')).toMatch(/^M[\d.,-]+C/);
      expect(path.getAttribute('marker-end')).toMatch(/^url\(#portico-graph-arrow-/);
    }
  });

  it('places the root above its neighbours (top to bottom)', () => {
    const { container } = renderView(<DependencyGraph nodes={NODES} edges={EDGES} ariaLabel="g" nodePath={pathOf} />);
    const ys = [...container.querySelectorAll('.visx-network-node')].map((group) => Number(/translate\([\d.-]+, ?([\d.-]+)\)/.exec(group.getAttribute('transform') ?? '')?.[1]));
    expect(ys[0]).toBeLessThan(ys[1]!);
    expect(ys[1]).toBe(ys[2]);
  });

  it('navigates to the entity page on click and on Enter', async () => {
    const { user, location } = renderView(<DependencyGraph nodes={NODES} edges={EDGES} ariaLabel="g" nodePath={pathOf} />);
    await user.click(screen.getByRole('link', { name: 'Payments API api' }));
    expect(location().pathname).toBe('/catalog/default/api/payments-api');
    act(() => screen.getByRole('link', { name: 'team-payments group' }).focus());
    await user.keyboard('{Enter}');
    expect(location().pathname).toBe('/catalog/default/group/team-payments');
  });

  it('calls onNodeClick instead when given, and leaves modified clicks to the browser', async () => {
    const clicked: string[] = [];
    const { user, location } = renderView(<DependencyGraph nodes={NODES} edges={EDGES} ariaLabel="g" nodePath={pathOf} onNodeClick={(n) => clicked.push(n.id)} />);
    await user.click(screen.getByRole('link', { name: 'Payments API api' }));
    expect(clicked).toEqual(['api:default/payments-api']);
    fireEvent.click(screen.getByRole('link', { name: 'team-payments group' }), { ctrlKey: true });
    expect(clicked).toHaveLength(1);
    expect(location().pathname).toBe('/');
  });

  it('zooms with the buttons, and with the wheel only once clicked when zoom is enabled on click', async () => {
    const { user, container } = renderView(<DependencyGraph nodes={NODES} edges={EDGES} ariaLabel="g" nodePath={pathOf} zoom="enable-on-click" />);
    const svg = screen.getByRole('group', { name: 'g' });
    const zoomed = () => container.querySelector('svg > g')!.getAttribute('transform');
    expect(zoomed()).toBe('translate(0,0) scale(1)');
    expect(svg).toHaveAttribute('data-zoom', 'off');
    expect(screen.getByText('Click the graph to zoom with the mouse wheel')).toBeInTheDocument();
    fireEvent.wheel(svg, { deltaY: -100 });
    expect(zoomed()).toBe('translate(0,0) scale(1)');
    await user.click(svg);
    expect(svg).toHaveAttribute('data-zoom', 'on');
    fireEvent.wheel(svg, { deltaY: -100 });
    expect(zoomed()).toContain('scale(1.2)');
    await user.click(screen.getByRole('button', { name: 'Reset zoom' }));
    expect(zoomed()).toBe('translate(0,0) scale(1)');
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(zoomed()).toContain(`scale(${1 / 1.2})`);
  });

  it('centres each label on the middle of its edge', () => {
    const { container } = renderView(<DependencyGraph nodes={NODES} edges={EDGES} ariaLabel="g" nodePath={pathOf} />);
    for (const edge of container.querySelectorAll('.portico-graph-edge')) {
      const label = edge.querySelector('text')!;
      expect(label).toHaveAttribute('text-anchor', 'middle');
      // The edge's path runs through its middle point, where the label is.
      const rounded = (name: string) => Math.round(Number(label.getAttribute(name)) * 1000) / 1000;
      const middle = `${rounded('x')},${rounded('y')}`;
      expect(edge.querySelector('path')!.getAttribute('d')).toContain(middle);
    }
  });

  it('hides the labels zoomed out past reading, and shows them again zoomed back in', async () => {
    const { user, container } = renderView(<DependencyGraph nodes={NODES} edges={EDGES} ariaLabel="g" nodePath={pathOf} />);
    const labels = () => [...container.querySelectorAll('.portico-graph-edge text')].map((label) => label.textContent);
    expect(labels()).toEqual(['apiProvidedBy', 'ownerOf']);
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(labels()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(labels()).toEqual(['apiProvidedBy', 'ownerOf']);
  });

  describe('on a touch screen', () => {
    const matchMedia = window.matchMedia;
    // jsdom has no pointer events: a mouse event carrying the pointer's id and type.
    class TouchPointerEvent extends MouseEvent {
      readonly pointerId: number;
      readonly pointerType: string;
      constructor(type: string, init: MouseEventInit & { pointerId?: number; pointerType?: string }) {
        super(type, init);
        this.pointerId = init.pointerId ?? 0;
        this.pointerType = init.pointerType ?? 'mouse';
      }
    }
    beforeEach(() => {
      (window as unknown as { PointerEvent: unknown }).PointerEvent = TouchPointerEvent;
      window.matchMedia = ((query: string) => ({
        matches: query === '(pointer: coarse)',
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      })) as unknown as typeof window.matchMedia;
    });
    afterEach(() => {
      window.matchMedia = matchMedia;
      delete (window as unknown as { PointerEvent?: unknown }).PointerEvent;
    });

    it('says to tap, pinch and drag instead of the mouse wheel', () => {
      renderView(<DependencyGraph nodes={NODES} edges={EDGES} ariaLabel="g" nodePath={pathOf} zoom="enable-on-click" />);
      expect(screen.getByText('Tap the graph, then pinch to zoom and drag to move')).toBeInTheDocument();
      expect(screen.queryByText(/mouse wheel/)).toBeNull();
    });

    it('zooms in as two fingers spread apart', async () => {
      const { user, container } = renderView(<DependencyGraph nodes={NODES} edges={EDGES} ariaLabel="g" nodePath={pathOf} zoom="enable-on-click" />);
      const svg = screen.getByRole('group', { name: 'g' });
      await user.click(svg);
      const finger = (pointerId: number, clientX: number) => ({ pointerId, pointerType: 'touch', clientX, clientY: 50, button: 0 });
      fireEvent.pointerDown(svg, finger(1, 100));
      fireEvent.pointerDown(svg, finger(2, 120));
      fireEvent.pointerMove(svg, finger(2, 140));
      expect(container.querySelector('svg > g')!.getAttribute('transform')).toMatch(/scale\(2\)$/);
    });
  });

  it('has no zoom controls when zoom is disabled', () => {
    renderView(<DependencyGraph nodes={NODES} edges={EDGES} ariaLabel="g" nodePath={pathOf} zoom="disabled" />);
    expect(screen.queryByRole('button', { name: 'Zoom in' })).toBeNull();
  });

  it('lays out at most every 250 ms while the data keeps changing', () => {
    jest.useFakeTimers();
    try {
      let grow: () => void = () => undefined;
      const Growing = () => {
        const [count, setCount] = useState(1);
        grow = () => setCount((value) => value + 1);
        return <DependencyGraph nodes={NODES.slice(0, count)} edges={[]} ariaLabel="g" nodePath={pathOf} />;
      };
      render(
        <MemoryRouter>
          <Growing />
        </MemoryRouter>,
      );
      const drawn = () => screen.getAllByRole('link').length;
      expect(drawn()).toBe(1);
      act(() => grow());
      act(() => grow());
      act(() => jest.advanceTimersByTime(100));
      expect(drawn()).toBe(1);
      act(() => jest.advanceTimersByTime(200));
      expect(drawn()).toBe(3);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('DependencyGraph on a graph far wider than the screen', () => {
  // More nodes and edges than a graph drawn whole.
  const CHILDREN = 160;
  const WIDE_NODES = [node('domain:default/root', 'Root', true), ...Array.from({ length: CHILDREN }, (_, index) => node(`component:default/part-${index}`, `Part ${index}`))];
  const WIDE_EDGES: GraphEdgeData[] = WIDE_NODES.slice(1).map((child) => ({ id: child.id, from: child.id, to: 'domain:default/root', relations: ['partOf', 'hasPart'], label: 'partOf' }));
  const VIEWPORT = { left: 0, top: 0, width: 400, height: 300 };
  let svgLeft = 0;

  const box = (left: number, top: number, width: number, height: number) =>
    ({ left, top, width, height, right: left + width, bottom: top + height, x: left, y: top, toJSON: () => ({}) }) as DOMRect;

  beforeEach(() => {
    svgLeft = 0;
    jest.useFakeTimers();
    // jsdom lays nothing out: give the svg its drawn size at svgLeft, and the scrolling viewport a small box.
    jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      if (this.tagName.toLowerCase() === 'svg') return box(svgLeft, 0, Number(this.getAttribute('width')), Number(this.getAttribute('height')));
      if (this.classList.contains('portico-graph__viewport')) return box(VIEWPORT.left, VIEWPORT.top, VIEWPORT.width, VIEWPORT.height);
      return box(0, 0, 0, 0);
    });
    Element.prototype.scrollIntoView = jest.fn();
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const drawnNames = (container: HTMLElement) =>
    [...container.querySelectorAll('.portico-graph-node')].filter((link) => link.querySelector('rect')).map((link) => link.getAttribute('data-entity-ref'));

  it('draws the nodes and edges near the view in full, and keeps every node a reachable link', () => {
    const { container } = renderView(<DependencyGraph nodes={WIDE_NODES} edges={WIDE_EDGES} ariaLabel="g" nodePath={pathOf} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(CHILDREN + 1);
    expect(links.every((link) => link.getAttribute('aria-label'))).toBe(true);
    expect(container.querySelectorAll('.portico-graph-edge')).toHaveLength(CHILDREN);
    const drawn = drawnNames(container);
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.length).toBeLessThan(CHILDREN / 2);
    expect(drawn).toContain('component:default/part-0');
    // Far from the view: neither boxes nor texts.
    expect(drawn).not.toContain(`component:default/part-${CHILDREN - 1}`);
    expect(container.querySelectorAll('text').length).toBeLessThan(CHILDREN);
    // Too many edges to label readably.
    expect(container.querySelectorAll('.portico-graph-edge text')).toHaveLength(0);
  });

  it('draws a small graph whole, wherever the view is', () => {
    const { container } = renderView(<DependencyGraph nodes={WIDE_NODES.slice(0, 31)} edges={WIDE_EDGES.slice(0, 30)} ariaLabel="g" nodePath={pathOf} />);
    expect(drawnNames(container)).toHaveLength(31);
  });

  it('draws what comes into view as the viewport scrolls, once per frame', () => {
    const { container } = renderView(<DependencyGraph nodes={WIDE_NODES} edges={WIDE_EDGES} ariaLabel="g" nodePath={pathOf} />);
    const width = Number(screen.getByRole('group', { name: 'g' }).getAttribute('width'));
    svgLeft = VIEWPORT.width - width;
    fireEvent.scroll(container.querySelector('.portico-graph__viewport')!);
    expect(drawnNames(container)).not.toContain(`component:default/part-${CHILDREN - 1}`);
    act(() => jest.advanceTimersByTime(50));
    expect(drawnNames(container)).toContain(`component:default/part-${CHILDREN - 1}`);
    expect(drawnNames(container)).not.toContain('component:default/part-0');
  });

  it('draws the nodes that come into view when the graph is zoomed', async () => {
    const { container, user } = renderView(<DependencyGraph nodes={WIDE_NODES} edges={WIDE_EDGES} ariaLabel="g" nodePath={pathOf} />, { userOptions: { advanceTimers: jest.advanceTimersByTime } });
    expect(drawnNames(container)).toContain('component:default/part-0');
    // Zoomed in about the middle of the drawing: the view now shows a part of the middle.
    for (let step = 0; step < 4; step += 1) await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(drawnNames(container)).not.toContain('component:default/part-0');
    expect(drawnNames(container).length).toBeGreaterThan(0);
  });

  it('draws a node reached by keyboard outside the window and brings it into view', () => {
    const { container } = renderView(<DependencyGraph nodes={WIDE_NODES} edges={WIDE_EDGES} ariaLabel="g" nodePath={pathOf} />);
    const far = screen.getByRole('link', { name: `Part ${CHILDREN - 1} component` });
    expect(far.querySelector('rect')).toBeNull();
    act(() => far.focus());
    expect(far.querySelector('rect')).not.toBeNull();
    expect(far.scrollIntoView).toHaveBeenCalled();
    expect(drawnNames(container)).toContain(`component:default/part-${CHILDREN - 1}`);
  });
});
