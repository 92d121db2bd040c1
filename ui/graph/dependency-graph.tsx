import { Button, ButtonGroup } from '@blueprintjs/core';
import { ZoomInIcon, ZoomOutIcon, ZoomToFitIcon } from '@blueprintjs/icons';
import { Graph } from '@visx/network';
import { createContext, memo, useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import {
  GRAPH_DEFAULT_DIRECTION,
  GRAPH_DEFAULT_FIT,
  GRAPH_LABEL_HEIGHT,
  GRAPH_LAYOUT_THROTTLE_MS,
  GRAPH_NODE_HEIGHT,
  GRAPH_NODE_PADDING_X,
  GRAPH_ZOOM_STEP,
} from '../../domain/graph/constants';
import { curveMonotoneX } from '../../domain/graph/curve-monotone-x';
import type { GraphEdgeData, GraphNodeData } from '../../domain/graph/entity-graph';
import type { Direction } from '../../domain/graph/graph-url';
import { layeredLayout, type GraphLayout } from '../../domain/graph/layered-layout';
import { readableEdgeLabels } from '../../domain/graph/edge-labels';
import { graphTexts } from '../../domain/graph/translations';
import { useTexts } from '../app/queries';
import { COARSE_POINTER_QUERY, useMediaQuery } from '../app/use-media-query';
import { useElementWidth } from '../app/use-element-width';
import { fitViewBox, IDENTITY_TRANSFORM, panBy, transformAttribute, zoomAt, type GraphFit, type ZoomTransform } from './zoom';
import { measureText } from './measure-text';
import { DrawnWindow } from './drawn-window';
import { DRAWN_WHOLE_UP_TO, nextWindow, visibleDrawingArea, type Rect } from './visible-window';
import { useThrottledValue } from './use-throttled-value';
import { GRAPH_LAYOUT_MEASURE, timed } from './user-timing';
import './graph.css';

/** 'enable-on-click': wheel zoom and drag pan start once the graph was clicked (the ancestry graph). */
export type GraphZoom = 'enabled' | 'disabled' | 'enable-on-click';

export interface DependencyGraphProps {
  readonly nodes: readonly GraphNodeData[];
  readonly edges: readonly GraphEdgeData[];
  readonly ariaLabel: string;
  /** The in-app path a node leads to (its entity page). */
  readonly nodePath: (node: GraphNodeData) => string;
  /** Called instead of navigating when given. */
  readonly onNodeClick?: (node: GraphNodeData) => void;
  readonly direction?: Direction;
  /** Nodes on the first rank; defaults to the root nodes. */
  readonly roots?: readonly string[];
  readonly zoom?: GraphZoom;
  readonly fit?: GraphFit;
  readonly showLabels?: boolean;
}

interface DrawnNode {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly data: GraphNodeData;
  /** In layout coordinates. */
  readonly box: Rect;
}

interface DrawnLink {
  readonly source: DrawnNode;
  readonly target: DrawnNode;
  readonly id: string;
  readonly path: string;
  readonly label?: { readonly x: number; readonly y: number; readonly text: string; readonly width: number };
  readonly box: Rect;
}

const TITLE_FONT_SIZE = 14;
const DETAIL_FONT_SIZE = 12;
const TITLE_FONT = `600 ${TITLE_FONT_SIZE}px -apple-system, "Segoe UI", Roboto, sans-serif`;
const DETAIL_FONT = `${DETAIL_FONT_SIZE}px -apple-system, "Segoe UI", Roboto, sans-serif`;
const MIN_NODE_WIDTH = 90;
const PADDING = 16;

const detailLine = (node: GraphNodeData): string => (node.type ? `${node.kind.toLowerCase()} · ${node.type}` : node.kind.toLowerCase());

const nodeWidth = (node: GraphNodeData): number =>
  Math.max(MIN_NODE_WIDTH, measureText(node.title, TITLE_FONT, TITLE_FONT_SIZE), measureText(detailLine(node), DETAIL_FONT, DETAIL_FONT_SIZE)) +
  2 * GRAPH_NODE_PADDING_X;

interface GraphContextValue {
  readonly markerId: string;
  readonly hrefOf: (node: GraphNodeData) => string;
  readonly activate: (node: GraphNodeData, event: MouseEvent) => void;
  readonly follow: (node: GraphNodeData) => void;
  readonly drawnWindow: DrawnWindow;
  /** Ids of the edges whose labels can be read at the current zoom. */
  readonly labelled: ReadonlySet<string>;
}

const GraphContext = createContext<GraphContextValue>({
  markerId: '',
  hrefOf: () => '#',
  activate: () => undefined,
  follow: () => undefined,
  drawnWindow: new DrawnWindow(),
  labelled: new Set(),
});

const NodeView = memo(function NodeView({ node }: { node: DrawnNode }) {
  const { hrefOf, activate, follow, drawnWindow } = useContext(GraphContext);
  const { data, width, height } = node;
  // Drawn in full (box and texts) near the view; elsewhere only the empty link that keeps the entity reachable.
  const shown = useSyncExternalStore(drawnWindow.subscribe, () => drawnWindow.showsNode(data.id, node.box));
  const detail = detailLine(data);
  // React types an SVG <a> as an HTML anchor.
  const anchor = useRef<HTMLAnchorElement | null>(null);
  // A node reached by keyboard outside the drawn window is drawn once focused: bring it into view then.
  useLayoutEffect(() => {
    const element = anchor.current;
    if (shown && element && element === document.activeElement) element.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [shown]);
  return (
    // eslint-disable-next-line jsx-a11y/no-redundant-roles -- an SVG <a>, which not every browser exposes as a link
    <a
      ref={anchor}
      href={hrefOf(data)}
      role="link"
      tabIndex={0}
      // The accessible name is the visible text, in the order it is shown.
      aria-label={`${data.title} ${detail}`}
      className={`portico-graph-node${data.isRoot ? ' portico-graph-node--root' : ''}`}
      data-entity-ref={data.id}
      onClick={(event) => activate(data, event)}
      onFocus={() => drawnWindow.focus(data.id)}
      onBlur={() => drawnWindow.focus(undefined)}
      onKeyDown={(event) => {
        // SVG links are not activated by Enter in every browser: do it here (and only here).
        if (event.key !== 'Enter') return;
        event.preventDefault();
        follow(data);
      }}
    >
      {shown ? (
        <>
          <title>{data.id}</title>
          <rect x={-width / 2} y={-height / 2} width={width} height={height} rx={6} />
          <text textAnchor="middle">
            <tspan className="portico-graph-node__title" x={0} y={-3}>
              {data.title}
            </tspan>{' '}
            <tspan className="portico-graph-node__detail" x={0} y={13}>
              {detail}
            </tspan>
          </text>
        </>
      ) : null}
    </a>
  );
});

const LinkView = memo(function LinkView({ link }: { link: DrawnLink }) {
  const { markerId, drawnWindow, labelled } = useContext(GraphContext);
  const shown = useSyncExternalStore(drawnWindow.subscribe, () => drawnWindow.showsBox(link.box));
  return (
    <g className="portico-graph-edge" data-edge={link.id}>
      {shown ? <path d={link.path} markerEnd={`url(#${markerId})`} /> : null}
      {shown && link.label && labelled.has(link.id) ? (
        <text x={link.label.x} y={link.label.y} textAnchor="middle" dominantBaseline="central">
          {link.label.text}
        </text>
      ) : null}
    </g>
  );
});

const boundsOf = (points: readonly { readonly x: number; readonly y: number }[]): Rect => {
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const point of points) {
    left = Math.min(left, point.x);
    right = Math.max(right, point.x);
    top = Math.min(top, point.y);
    bottom = Math.max(bottom, point.y);
  }
  return { left, top, right, bottom };
};

const drawn = (layout: GraphLayout, nodes: readonly GraphNodeData[], edges: readonly GraphEdgeData[], showLabels: boolean) => {
  const nodeById = new Map(nodes.map((node) => [node.id, node]));
  const drawnNodes = layout.nodes.map(
    (node): DrawnNode => ({
      ...node,
      data: nodeById.get(node.id)!,
      box: { left: node.x - node.width / 2, top: node.y - node.height / 2, right: node.x + node.width / 2, bottom: node.y + node.height / 2 },
    }),
  );
  const drawnById = new Map(drawnNodes.map((node) => [node.data.id, node]));
  const edgeById = new Map(edges.map((edge) => [edge.id, edge]));
  const links = layout.edges.map((positioned): DrawnLink => {
    const edge = edgeById.get(positioned.id)!;
    const labelWidth = showLabels && positioned.label && edge.label ? measureText(edge.label, DETAIL_FONT, DETAIL_FONT_SIZE) : 0;
    const label = showLabels && positioned.label && edge.label ? { ...positioned.label, text: edge.label, width: labelWidth } : undefined;
    const labelHalfWidth = labelWidth / 2;
    const corners = label
      ? [...positioned.points, { x: label.x - labelHalfWidth, y: label.y - GRAPH_LABEL_HEIGHT / 2 }, { x: label.x + labelHalfWidth, y: label.y + GRAPH_LABEL_HEIGHT / 2 }]
      : positioned.points;
    return {
      id: positioned.id,
      source: drawnById.get(positioned.from)!,
      target: drawnById.get(positioned.to)!,
      path: curveMonotoneX(positioned.points),
      ...(label ? { label } : {}),
      box: boundsOf(corners),
    };
  });
  return { nodes: drawnNodes, links };
};

/** The labels readable at a scale, the same set object while their ids stay the same (so the drawing is kept). */
const useReadableLabels = (links: readonly DrawnLink[], scale: number): ReadonlySet<string> => {
  const ids = readableEdgeLabels(
    links.flatMap((link) => (link.label ? [{ id: link.id, x: link.label.x, y: link.label.y, width: link.label.width, height: GRAPH_LABEL_HEIGHT }] : [])),
    links.length,
    scale,
  );
  const key = [...ids].join('\n');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the set's content
  return useMemo(() => ids, [key]);
};

/**
 * A finger's move while two touch the drawing: the zoom factor since the last move and the point between the
 * fingers. Updates the fingers' positions; undefined unless two fingers are down.
 */
const pinchStep = (
  touches: Map<number, { x: number; y: number }>,
  event: { pointerId: number; clientX: number; clientY: number },
): { factor: number; centre: { x: number; y: number } } | undefined => {
  if (!touches.has(event.pointerId)) return undefined;
  const before = [...touches.values()];
  touches.set(event.pointerId, { x: event.clientX, y: event.clientY });
  if (touches.size !== 2) return undefined;
  const after = [...touches.values()];
  const spread = (points: { x: number; y: number }[]) => Math.hypot(points[0]!.x - points[1]!.x, points[0]!.y - points[1]!.y);
  const previous = spread(before);
  if (previous === 0) return undefined;
  return { factor: spread(after) / previous, centre: { x: (after[0]!.x + after[1]!.x) / 2, y: (after[0]!.y + after[1]!.y) / 2 } };
};

/**
 * A graph of entities: a layered layout (the dependency graph defaults) drawn with @visx/network, edges as curveMonotoneX
 * paths with arrow heads and relation labels. Nodes are links (focusable, Enter follows them); clicking one
 * navigates to its entity page. The layout is recomputed at most every 250 ms while the data changes.
 */
export const DependencyGraph = ({
  nodes,
  edges,
  ariaLabel,
  nodePath,
  onNodeClick,
  direction = GRAPH_DEFAULT_DIRECTION,
  roots,
  zoom = 'enabled',
  fit = GRAPH_DEFAULT_FIT,
  showLabels = true,
}: DependencyGraphProps) => {
  const navigate = useNavigate();
  const basePath = useHref('/');
  const markerId = `portico-graph-arrow-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const viewportRef = useRef<HTMLDivElement | null>(null);
  const svgRef = useRef<SVGSVGElement | null>(null);
  const containerWidth = useElementWidth(container);
  const graphMessages = useTexts(graphTexts);
  const coarsePointer = useMediaQuery(COARSE_POINTER_QUERY);
  // Fingers on the drawing: two of them pinch.
  const touches = useRef(new Map<number, { x: number; y: number }>());
  const [transform, setTransform] = useState<ZoomTransform>(IDENTITY_TRANSFORM);
  const [zoomActive, setZoomActive] = useState(zoom === 'enabled');
  const drag = useRef<{ x: number; y: number; moved: boolean } | undefined>(undefined);
  const [drawnWindow] = useState(() => new DrawnWindow());
  const suppressClick = useRef(false);

  const data = useMemo(() => ({ nodes, edges }), [nodes, edges]);
  const throttled = useThrottledValue(data, GRAPH_LAYOUT_THROTTLE_MS);
  const rootIds = useMemo(() => roots ?? throttled.nodes.filter((node) => node.isRoot).map((node) => node.id), [roots, throttled]);
  const layout = useMemo(
    () =>
      timed(GRAPH_LAYOUT_MEASURE, { nodes: throttled.nodes.length, edges: throttled.edges.length }, () =>
        layeredLayout(
          throttled.nodes.map((node) => ({ id: node.id, width: nodeWidth(node), height: GRAPH_NODE_HEIGHT })),
          throttled.edges.map((edge) => ({
            id: edge.id,
            from: edge.from,
            to: edge.to,
            ...(showLabels && edge.label ? { label: { width: measureText(edge.label, DETAIL_FONT, DETAIL_FONT_SIZE), height: GRAPH_LABEL_HEIGHT } } : {}),
          })),
          { direction, roots: rootIds },
        ),
      ),
    [throttled, direction, rootIds, showLabels],
  );
  const picture = useMemo(() => drawn(layout, throttled.nodes, throttled.edges, showLabels), [layout, throttled, showLabels]);

  const natural = { width: layout.width + 2 * PADDING, height: layout.height + 2 * PADDING };
  const viewBox = fitViewBox(fit, natural, { width: containerWidth, height: 0 });
  const offset = { x: (viewBox.width - layout.width) / 2, y: PADDING };
  // How large a label is on screen: the zoom, times the shrinking of a drawing fitted to its container.
  const fittedScale = fit === 'grow' || containerWidth === 0 || viewBox.width === 0 ? 1 : Math.min(1, containerWidth / viewBox.width);
  const labelled = useReadableLabels(picture.links, transform.k * fittedScale);

  useEffect(() => setZoomActive(zoom === 'enabled'), [zoom]);

  // A graph wider than its container scrolls: start with the first root in view, centred.
  const firstRoot = rootIds[0];
  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    const root = layout.nodes.find((candidate) => candidate.id === firstRoot);
    if (!viewport || !root || fit !== 'grow' || viewport.scrollWidth <= viewport.clientWidth) return;
    viewport.scrollLeft = Math.max(0, offset.x + root.x - viewport.clientWidth / 2);
  }, [layout, firstRoot, fit, offset.x]);

  // Only what is near the view is drawn: measured again when the transform, the layout or a scroll moves it.
  const updateWindow = useCallback(() => {
    const svg = svgRef.current;
    const viewport = viewportRef.current;
    if (!svg || !viewport) return;
    if (picture.nodes.length + picture.links.length <= DRAWN_WHOLE_UP_TO) {
      drawnWindow.moveTo(undefined);
      return;
    }
    const frame = { svg: svg.getBoundingClientRect(), viewBox, transform, offset };
    const screen = { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };
    const visible = visibleDrawingArea(frame, [viewport.getBoundingClientRect(), screen]);
    drawnWindow.moveTo(nextWindow(drawnWindow.area, visible));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- offset and viewBox are new objects on each render; their numbers are the dependencies
  }, [drawnWindow, picture, viewBox.width, viewBox.height, transform, offset.x, offset.y]);
  useLayoutEffect(updateWindow, [updateWindow]);
  const latestUpdateWindow = useRef(updateWindow);
  latestUpdateWindow.current = updateWindow;
  useEffect(() => {
    let frame: number | undefined;
    const onScroll = () => {
      if (frame !== undefined) return;
      frame = requestAnimationFrame(() => {
        frame = undefined;
        latestUpdateWindow.current();
      });
    };
    // Captured: any scrolling ancestor (the viewport, the page) moves the drawing on screen.
    window.addEventListener('scroll', onScroll, { capture: true, passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll, { capture: true });
      window.removeEventListener('resize', onScroll);
      if (frame !== undefined) cancelAnimationFrame(frame);
    };
  }, []);

  /** A point of the page in the drawing's coordinates. */
  const toDrawing = useCallback(
    (clientX: number, clientY: number) => {
      const rect = svgRef.current?.getBoundingClientRect();
      if (!rect || rect.width === 0 || rect.height === 0) return { x: 0, y: 0, ratio: 1 };
      const ratio = viewBox.width / rect.width;
      return { x: (clientX - rect.left) * ratio, y: (clientY - rect.top) * (viewBox.height / rect.height), ratio };
    },
    [viewBox.width, viewBox.height],
  );

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg || !zoomActive || zoom === 'disabled') return undefined;
    // A non-passive listener: the wheel zooms the graph instead of scrolling the page.
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const at = toDrawing(event.clientX, event.clientY);
      setTransform((current) => zoomAt(current, at, event.deltaY < 0 ? GRAPH_ZOOM_STEP : 1 / GRAPH_ZOOM_STEP));
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, [zoomActive, zoom, toDrawing]);

  const hrefOf = useCallback((node: GraphNodeData) => `${basePath.replace(/\/$/, '')}${nodePath(node)}`, [basePath, nodePath]);
  const follow = useCallback(
    (node: GraphNodeData) => {
      if (onNodeClick) onNodeClick(node);
      else navigate(nodePath(node));
    },
    [navigate, nodePath, onNodeClick],
  );
  const activate = useCallback(
    (node: GraphNodeData, event: MouseEvent) => {
      if (suppressClick.current) {
        event.preventDefault();
        suppressClick.current = false;
        return;
      }
      // Let the browser open new tabs and windows as usual.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      follow(node);
    },
    [follow],
  );
  const context = useMemo(
    () => ({ markerId, hrefOf, activate, follow, drawnWindow, labelled }),
    [markerId, hrefOf, activate, follow, drawnWindow, labelled],
  );

  // The same element while only the zoom transform changes: panning and zooming re-render the group's transform,
  // not every node and edge.
  const drawing = useMemo(
    () => (
      <GraphContext.Provider value={context}>
        <Graph<DrawnLink, DrawnNode>
          graph={{ nodes: [...picture.nodes], links: [...picture.links] }}
          nodeComponent={NodeView}
          linkComponent={LinkView}
          left={offset.x}
          top={offset.y}
        />
      </GraphContext.Provider>
    ),
    [context, picture, offset.x, offset.y],
  );

  const zoomBy = (factor: number) => setTransform((current) => zoomAt(current, { x: viewBox.width / 2, y: viewBox.height / 2 }, factor));
  const canPan = zoomActive && zoom !== 'disabled';

  return (
    <div className="portico-graph" ref={setContainer}>
      {zoom !== 'disabled' ? (
        <div className="portico-graph__controls">
          <ButtonGroup variant="outlined" size="small">
            <Button icon={<ZoomInIcon />} aria-label="Zoom in" title="Zoom in" onClick={() => zoomBy(GRAPH_ZOOM_STEP)} />
            <Button icon={<ZoomOutIcon />} aria-label="Zoom out" title="Zoom out" onClick={() => zoomBy(1 / GRAPH_ZOOM_STEP)} />
            <Button icon={<ZoomToFitIcon />} aria-label="Reset zoom" title="Reset zoom" onClick={() => setTransform(IDENTITY_TRANSFORM)} />
          </ButtonGroup>
          {zoom === 'enable-on-click' && !zoomActive ? (
            <span className="portico-muted portico-graph__hint">{coarsePointer ? graphMessages.zoomHintTouch : graphMessages.zoomHintMouse}</span>
          ) : null}
        </div>
      ) : null}
      <div className="portico-graph__viewport" ref={viewportRef}>
        <svg
          ref={svgRef}
          role="group"
          aria-label={ariaLabel}
          className={`portico-graph__svg${canPan ? ' portico-graph__svg--pannable' : ''}`}
          width={fit === 'grow' ? viewBox.width : '100%'}
          data-labels={labelled.size}
          height={fit === 'grow' ? viewBox.height : undefined}
          viewBox={`0 0 ${viewBox.width} ${viewBox.height}`}
          data-zoom={zoomActive ? 'on' : 'off'}
          onClick={() => {
            if (zoom === 'enable-on-click') setZoomActive(true);
            // A node's own click handler has run by now: a drag only swallows the click that ends it.
            suppressClick.current = false;
          }}
          onPointerDown={(event) => {
            if (!canPan || event.button !== 0) return;
            if (event.pointerType === 'touch') touches.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
            drag.current = { x: event.clientX, y: event.clientY, moved: false };
          }}
          onPointerMove={(event) => {
            const pinch = pinchStep(touches.current, event);
            if (pinch) {
              // Two fingers zoom about the point between them; the drag they started is not a click.
              const at = toDrawing(pinch.centre.x, pinch.centre.y);
              setTransform((current) => zoomAt(current, at, pinch.factor));
              drag.current = undefined;
              suppressClick.current = true;
              return;
            }
            const start = drag.current;
            if (!start) return;
            const dx = event.clientX - start.x;
            const dy = event.clientY - start.y;
            if (!start.moved && Math.hypot(dx, dy) < 4) return;
            const { ratio } = toDrawing(event.clientX, event.clientY);
            drag.current = { x: event.clientX, y: event.clientY, moved: true };
            setTransform((current) => panBy(current, dx * ratio, dy * ratio));
          }}
          onPointerUp={(event) => {
            touches.current.delete(event.pointerId);
            if (drag.current?.moved) suppressClick.current = true;
            drag.current = undefined;
          }}
          onPointerCancel={(event) => {
            touches.current.delete(event.pointerId);
            drag.current = undefined;
          }}
          onPointerLeave={(event) => {
            touches.current.delete(event.pointerId);
            drag.current = undefined;
          }}
        >
          <defs>
            <marker id={markerId} viewBox="0 0 10 10" refX={10} refY={5} markerWidth={8} markerHeight={8} orient="auto-start-reverse">
              <path d="M 0 0 L 10 5 L 0 10 z" className="portico-graph__arrow" />
            </marker>
          </defs>
          <g transform={transformAttribute(transform)}>{drawing}</g>
        </svg>
      </div>
    </div>
  );
};
