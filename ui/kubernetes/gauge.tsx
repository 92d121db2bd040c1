import { usageGaugeColour, type GaugeColour } from '../../domain/kubernetes/usage';
import { Tooltip } from './tooltip';

const COLOURS: Readonly<Record<GaugeColour, string>> = {
  ok: 'var(--portico-k8s-ok, #238551)',
  warning: 'var(--portico-k8s-warning, #c87619)',
  error: 'var(--portico-k8s-error, #cd4246)',
  grey: 'var(--portico-k8s-grey, #8f99a8)',
};

const RADIUS = 36;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export interface GaugeProps {
  /** 0..100; NaN draws a grey, empty gauge. */
  readonly percent: number;
  readonly label: string;
  /** What the percentage is of, e.g. 'CPU requests: 250m'; shown in the gauge's tooltip. */
  readonly description?: string;
}

/** A ring gauge of a usage percentage, coloured by the gauge thresholds (thirds of the full ring). */
export const Gauge = ({ percent, label, description }: GaugeProps) => {
  const value = Number.isNaN(percent) ? Number.NaN : Math.max(0, Math.min(100, percent));
  const colourName = usageGaugeColour(value);
  const colour = COLOURS[colourName];
  const filled = Number.isNaN(value) ? 0 : (value / 100) * CIRCUMFERENCE;
  const gauge = (
    <figure
      className="portico-k8s-gauge"
      data-colour={colourName}
      aria-label={`${label}: ${Number.isNaN(value) ? 'unknown' : `${value}%`}`}
    >
      <svg viewBox="0 0 100 100" width="96" height="96" aria-hidden="true">
        <circle cx="50" cy="50" r={RADIUS} fill="none" stroke="var(--portico-k8s-track, #e5e8eb)" strokeWidth="10" />
        <circle
          cx="50"
          cy="50"
          r={RADIUS}
          fill="none"
          stroke={colour}
          strokeWidth="10"
          strokeDasharray={`${filled} ${CIRCUMFERENCE}`}
          transform="rotate(-90 50 50)"
        />
        <text x="50" y="55" textAnchor="middle" fontSize="18" fill="currentColor">
          {Number.isNaN(value) ? '?' : `${value}%`}
        </text>
      </svg>
      <figcaption>
        <strong>{label}</strong>
      </figcaption>
    </figure>
  );
  return description ? (
    <Tooltip content={description} focusable>
      {gauge}
    </Tooltip>
  ) : (
    gauge
  );
};
