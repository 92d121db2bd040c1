import { NOTHING, overlaps, type Rect } from './visible-window';

/**
 * Which nodes and edges of a graph are drawn in full: those in the window near the view, and the node that has
 * the keyboard focus. Items subscribe one by one, so moving the window re-renders only the items that change
 * form, not the whole drawing.
 */
export class DrawnWindow {
  // Nothing is drawn until the drawing's place on screen is known; undefined: everything (no layout to ask).
  private current: Rect | undefined = NOTHING;
  private focusedId: string | undefined;
  private readonly listeners = new Set<() => void>();

  get area(): Rect | undefined {
    return this.current;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  showsBox(box: Rect): boolean {
    return !this.current || overlaps(this.current, box);
  }

  showsNode(id: string, box: Rect): boolean {
    return id === this.focusedId || this.showsBox(box);
  }

  moveTo(area: Rect | undefined): void {
    if (area === this.current) return;
    this.current = area;
    this.notify();
  }

  focus(id: string | undefined): void {
    if (id === this.focusedId) return;
    this.focusedId = id;
    this.notify();
  }

  private notify(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
