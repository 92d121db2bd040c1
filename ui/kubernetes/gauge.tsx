import { gaugeColour, type GaugeColour } from '../../domain/kubernetes/usage';

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
  readonly description?: string;
}

/** A ring gauge of a usage percentage: the fuller the ring, the closer to the limit (so high usage is red). */
export const Gauge = ({ percent, label, description }: GaugeProps) => {
  const value = Number.isNaN(percent) ? Number.NaN : Math.max(0, Math.min(100, percent));
  const colour = COLOURS[gaugeColour(value, { inverse: true })];
  const filled = Number.isNaN(value) ? 0 : (value / 100) * CIRCUMFERENCE;
  return (
    <figure className="portico-k8s-gauge" aria-label={`${label}: ${Number.isNaN(value) ? 'unknown' : `${value}%`}`}>
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
        {description && <div className="portico-k8s-muted">{description}</div>}
      </figcaption>
    </figure>
  );
};
