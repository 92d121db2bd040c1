// A tooltip of the Kubernetes tab: it opens TOOLTIP_ENTER_DELAY_MS after the pointer rests on its target
// or the target gets keyboard focus, and closes when the pointer leaves, focus moves on or Escape is
// pressed. The text describes the target (aria-describedby) even while the bubble is closed.
import { cloneElement, useCallback, useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { TOOLTIP_ENTER_DELAY_MS } from '../../domain/kubernetes/constants';

export interface TooltipProps {
  readonly content: string;
  /**
   * The target, a DOM element (it receives aria-describedby). One that takes no focus of its own (a figure,
   * a span around a tag) is made focusable with `focusable`.
   */
  readonly children: ReactElement<{ 'aria-describedby'?: string; tabIndex?: number }>;
  readonly focusable?: boolean;
}

export const Tooltip = ({ content, children, focusable = false }: TooltipProps) => {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancel = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  const show = useCallback(() => {
    cancel();
    timer.current = setTimeout(() => setOpen(true), TOOLTIP_ENTER_DELAY_MS);
  }, [cancel]);
  const hide = useCallback(() => {
    cancel();
    setOpen(false);
  }, [cancel]);
  useEffect(() => cancel, [cancel]);

  const target = cloneElement(children, {
    'aria-describedby': id,
    ...(focusable && { tabIndex: 0 }),
  });
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- shows the tip for the focusable target inside it, on hover and focus
    <span
      className="portico-k8s-tooltip"
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          hide();
        }
      }}
    >
      {target}
      <span id={id} role="tooltip" className="portico-k8s-tooltip__bubble" hidden={!open}>
        {content}
      </span>
    </span>
  );
};
