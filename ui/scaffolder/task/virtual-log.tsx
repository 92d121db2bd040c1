import { useEffect, useMemo, useRef, useState } from 'react';

const LINE_HEIGHT = 20;
const OVERSCAN = 20;

/**
 * The task log: only the lines in view are rendered (logs can be long). It follows the end while the reader is at
 * the bottom, and stays put once they scroll up.
 */
export const VirtualLog = ({ lines, height = 420, label }: { readonly lines: readonly string[]; readonly height?: number; readonly label: string }) => {
  const rows = useMemo(() => lines.flatMap((line) => line.split('\n')), [lines]);
  const ref = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [follow, setFollow] = useState(true);
  const total = rows.length * LINE_HEIGHT;

  useEffect(() => {
    const element = ref.current;
    if (follow && element) {
      element.scrollTop = total;
      setScrollTop(element.scrollTop);
    }
  }, [total, follow]);

  const first = Math.max(0, Math.floor(scrollTop / LINE_HEIGHT) - OVERSCAN);
  const last = Math.min(rows.length, Math.ceil((scrollTop + height) / LINE_HEIGHT) + OVERSCAN);
  return (
    <div
      ref={ref}
      className="portico-log"
      role="log"
      aria-label={label}
      tabIndex={0}
      style={{ height }}
      onScroll={(event) => {
        const element = event.currentTarget;
        setScrollTop(element.scrollTop);
        setFollow(element.scrollTop + element.clientHeight >= element.scrollHeight - LINE_HEIGHT);
      }}
    >
      <div style={{ height: total, position: 'relative' }}>
        {rows.slice(first, last).map((row, offset) => (
          <div key={first + offset} className="portico-log__line" style={{ top: (first + offset) * LINE_HEIGHT, height: LINE_HEIGHT }}>
            {row}
          </div>
        ))}
      </div>
    </div>
  );
};
