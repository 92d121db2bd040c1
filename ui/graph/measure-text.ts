import { GRAPH_FALLBACK_CHAR_WIDTH } from '../../domain/graph/constants';

let context: CanvasRenderingContext2D | null | undefined;

const canvasContext = (): CanvasRenderingContext2D | null => {
  if (context !== undefined) return context;
  // jsdom has no canvas (and complains loudly when asked): measure by character count there.
  const jsdom = typeof navigator !== 'undefined' && /jsdom/i.test(navigator.userAgent);
  try {
    context = !jsdom && typeof document !== 'undefined' ? document.createElement('canvas').getContext('2d') : null;
  } catch {
    context = null;
  }
  return context;
};

/** The width of a text in a CSS font ('600 14px sans-serif'); estimated from its length when the browser cannot tell. */
export const measureText = (text: string, font: string, fontSize: number): number => {
  const canvas = canvasContext();
  if (canvas) {
    canvas.font = font;
    return Math.ceil(canvas.measureText(text).width);
  }
  return Math.ceil(text.length * GRAPH_FALLBACK_CHAR_WIDTH * (fontSize / 13));
};
