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

/** Widths measured so far, per font: a graph repeats its relation labels and kinds many times. */
const measured = new Map<string, Map<string, number>>();
const MAX_TEXTS_PER_FONT = 5000;
let fontSet: string | undefined;

const measureOnCanvas = (canvas: CanvasRenderingContext2D, text: string, font: string): number => {
  let widths = measured.get(font);
  if (!widths) measured.set(font, (widths = new Map()));
  const known = widths.get(text);
  if (known !== undefined) return known;
  // Setting the font parses it: only when it changes (the canvas answers its own spelling of the font, so keep ours).
  if (fontSet !== font) {
    canvas.font = font;
    fontSet = font;
  }
  const width = Math.ceil(canvas.measureText(text).width);
  if (widths.size >= MAX_TEXTS_PER_FONT) widths.clear();
  widths.set(text, width);
  return width;
};

/** The width of a text in a CSS font ('600 14px sans-serif'); estimated from its length when the browser cannot tell. */
export const measureText = (text: string, font: string, fontSize: number): number => {
  const canvas = canvasContext();
  if (canvas) return measureOnCanvas(canvas, text, font);
  return Math.ceil(text.length * GRAPH_FALLBACK_CHAR_WIDTH * (fontSize / 13));
};
