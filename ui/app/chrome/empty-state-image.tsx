import type { ReactElement } from 'react';

// Small inline illustrations for empty states (Portico's own drawings, no external images).

export type EmptyStateImageKind = 'missingAnnotation' | 'noInformation' | 'createComponent' | 'noBuild';

/** Accessible names of the illustrations (Portico wording). */
export const emptyStateImageTitles: Record<EmptyStateImageKind, string> = {
  missingAnnotation: 'Missing annotation illustration',
  noInformation: 'No information illustration',
  createComponent: 'Create component illustration',
  noBuild: 'No build illustration',
};

const frame = { fill: '#f6f7f9', stroke: '#8f99a8', strokeWidth: 4 } as const;
const accent = '#4c90f0';
const muted = '#abb3bf';

function MissingAnnotation() {
  return (
    <>
      <rect x="40" y="24" width="140" height="172" rx="10" {...frame} />
      {[60, 84, 108].map(y => (
        <rect key={y} x="60" y={y} width="100" height="10" rx="5" fill={muted} />
      ))}
      <rect x="60" y="132" width="64" height="10" rx="5" fill="none" stroke={accent} strokeWidth="3" strokeDasharray="6 5" />
      <circle cx="188" cy="168" r="30" fill={accent} />
      <path d="M188 150v22M188 182v4" stroke="#fff" strokeWidth="7" strokeLinecap="round" />
    </>
  );
}

function NoInformation() {
  return (
    <>
      <rect x="30" y="40" width="180" height="140" rx="12" {...frame} />
      <circle cx="120" cy="106" r="40" fill="none" stroke={muted} strokeWidth="6" />
      <path d="M106 92q14-16 28 0t-14 20v8" fill="none" stroke={accent} strokeWidth="7" strokeLinecap="round" />
      <circle cx="120" cy="134" r="4" fill={accent} />
    </>
  );
}

function CreateComponent() {
  return (
    <>
      <path d="M120 28l76 40v84l-76 40-76-40V68z" {...frame} />
      <path d="M44 68l76 40 76-40M120 108v84" fill="none" stroke="#8f99a8" strokeWidth="4" />
      <circle cx="186" cy="176" r="28" fill={accent} />
      <path d="M186 160v32M170 176h32" stroke="#fff" strokeWidth="7" strokeLinecap="round" />
    </>
  );
}

function NoBuild() {
  return (
    <>
      <rect x="36" y="120" width="168" height="70" rx="8" {...frame} />
      <path d="M60 120V84h40v36M140 120V60h40v60" fill="none" stroke="#8f99a8" strokeWidth="4" />
      <path d="M56 150h128" stroke={muted} strokeWidth="8" strokeLinecap="round" strokeDasharray="14 12" />
      <circle cx="120" cy="52" r="26" fill="none" stroke={accent} strokeWidth="6" />
      <path d="M102 70l36-36" stroke={accent} strokeWidth="6" strokeLinecap="round" />
    </>
  );
}

const drawings: Record<EmptyStateImageKind, () => ReactElement> = {
  missingAnnotation: MissingAnnotation,
  noInformation: NoInformation,
  createComponent: CreateComponent,
  noBuild: NoBuild,
};

export function EmptyStateImage({ kind }: { readonly kind: EmptyStateImageKind }) {
  const Drawing = drawings[kind];
  const title = emptyStateImageTitles[kind];
  return (
    <svg className="portico-empty-state__image" viewBox="0 0 240 220" role="img" aria-label={title}>
      <title>{title}</title>
      <Drawing />
    </svg>
  );
}
