import fc from 'fast-check';
import { grown, nextWindow, NOTHING, pageToDrawing, visibleDrawingArea, WINDOW_MAX_RATIO, type Rect } from '../../../ui/graph/visible-window';
import { zoomAt } from '../../../ui/graph/zoom';

const rect = (left: number, top: number, width: number, height: number): Rect => ({ left, top, right: left + width, bottom: top + height });

describe('the drawn window of a graph', () => {
  it('maps a page point to the drawing point shown there, whatever the zoom and the svg scale', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -2000, max: 2000, noNaN: true }),
        fc.double({ min: 0.2, max: 4, noNaN: true }),
        fc.double({ min: 0.5, max: 2, noNaN: true }),
        (pageX, k, svgScale) => {
          const frame = { svg: rect(-300, 40, 1000 * svgScale, 400 * svgScale), viewBox: { width: 1000, height: 400 }, transform: zoomAt({ x: 0, y: 0, k: 1 }, { x: 120, y: 60 }, k), offset: { x: 16, y: 16 } };
          const drawing = pageToDrawing(rect(pageX, 100, 0, 0), frame);
          // Back to the page: offset, zoom transform, then the svg's scale and place.
          const viewX = (drawing.left + frame.offset.x) * frame.transform.k + frame.transform.x;
          expect(viewX * svgScale + frame.svg.left).toBeCloseTo(pageX, 6);
        },
      ),
    );
  });

  it('is the svg clipped by its scrolling viewport and the screen; undefined when the svg was never laid out', () => {
    const frame = { svg: rect(-2000, 0, 5000, 300), viewBox: { width: 5000, height: 300 }, transform: { x: 0, y: 0, k: 1 }, offset: { x: 0, y: 0 } };
    expect(visibleDrawingArea(frame, [rect(0, 0, 800, 600), rect(0, 0, 1280, 200)])).toEqual(rect(2000, 0, 800, 200));
    expect(visibleDrawingArea({ ...frame, svg: rect(0, 0, 0, 0) }, [])).toBeUndefined();
    expect(visibleDrawingArea(frame, [rect(0, 400, 800, 600)])).toBe(NOTHING);
  });

  it('keeps the window while the view stays well inside it, and moves it when the view nears its edge or has zoomed in far', () => {
    const view = rect(1000, 0, 800, 300);
    const first = nextWindow(NOTHING, view)!;
    expect(first).toEqual(grown(view, 1));
    // A small pan keeps what is drawn.
    expect(nextWindow(first, rect(1100, 20, 800, 300))).toBe(first);
    // A pan towards the edge moves the window around the new view.
    const panned = rect(1700, 0, 800, 300);
    expect(nextWindow(first, panned)).toEqual(grown(panned, 1));
    // Zoomed in: the view is a small part of the window.
    const zoomedIn = rect(1300, 100, 800 / (WINDOW_MAX_RATIO + 1), 300 / (WINDOW_MAX_RATIO + 1));
    expect(nextWindow(first, zoomedIn)).toEqual(grown(zoomedIn, 1));
    // Zoomed out: the view outgrows the window.
    expect(nextWindow(first, grown(view, 2))).toEqual(grown(grown(view, 2), 1));
  });

  it('draws everything when nothing can be measured, and keeps what it drew while the graph is out of sight', () => {
    expect(nextWindow(NOTHING, undefined)).toBeUndefined();
    const window = rect(0, 0, 100, 100);
    expect(nextWindow(window, NOTHING)).toBe(window);
    expect(nextWindow(undefined, NOTHING)).toBe(NOTHING);
  });
});
