import type { ReactNode } from 'react';
import { importLabels } from '../../domain/import/messages';
import { stepIndex, type ImportStep } from '../../domain/import/import-flow';

const titlesFor = (step: ImportStep): readonly string[] => {
  const [selectUrl, importActions, review, finish] = importLabels.steps;
  const actions = step.kind === 'pullRequest' || step.kind === 'finishPullRequest' ? importLabels.stepCreatePullRequest : importActions;
  return [selectUrl, actions, review, finish];
};

/** A vertical stepper: every step's title, the active one with its content below. */
export const ImportSteps = ({ step, children }: { readonly step: ImportStep; readonly children: ReactNode }) => {
  const active = stepIndex(step);
  return (
    <ol className="portico-import-steps" aria-label="Import steps">
      {titlesFor(step).map((title, index) => (
        <li
          key={title}
          className={index === active ? 'is-active' : index < active ? 'is-done' : ''}
          aria-current={index === active ? 'step' : undefined}
        >
          <span className="portico-import-steps__title">
            <span className="portico-import-steps__number">{index + 1}</span> {title}
          </span>
          {index === active ? (
            <section className="portico-import-steps__content" aria-label={title}>
              {children}
            </section>
          ) : null}
        </li>
      ))}
    </ol>
  );
};
