// The multi-step form of a template's parameters: one form per step (validated on Next), then a review step whose
// last button finishes (create a task, or dry-run in the editor).
import { Button, HTMLTable } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import type { JsonObject } from '../../../domain/app/config-values';
import { isJsonObject, reviewRows, type FormStep } from '../../../domain/scaffolder';
import type { ReviewRow } from '../../../domain/scaffolder/parameter-schema';
import { useEntityPresentation } from '../../catalog/hooks/entity-queries';
import type { ScmIntegration } from '../../../domain/scaffolder/repo-url';
import { Markdown } from '../../app/markdown/markdown';
import type { FieldExtension } from '../../app/form-field-extension';
import { ScaffolderForm } from '../form/scaffolder-form';
import { useTexts } from '../../app/queries';
import { scaffolderTexts } from '../../../domain/scaffolder/translations';

export const StepList = ({ titles, active }: { readonly titles: readonly string[]; readonly active: number }) => (
  <ol className="portico-stepper" aria-label="Steps">
    {titles.map((title, index) => (
      <li key={`${title}-${index}`} className={index === active ? 'is-active' : index < active ? 'is-done' : ''} aria-current={index === active ? 'step' : undefined}>
        <span className="portico-stepper__number">{index + 1}</span> {title}
      </li>
    ))}
  </ol>
);

/**
 * The values in the order of the steps and their fields. The form data itself is not in that order: each step's
 * form puts its own fields first, so the last step filled would be reviewed first.
 */
export const inStepOrder = (steps: readonly FormStep[], formData: JsonObject): JsonObject => {
  const stepKeys = steps.flatMap((step) => {
    const properties = step.mergedSchema['properties'];
    return isJsonObject(properties) ? Object.keys(properties) : [];
  });
  const keys = new Set([...stepKeys.filter((key) => Object.hasOwn(formData, key)), ...Object.keys(formData)]);
  return Object.fromEntries(
    [...keys].flatMap((key) => {
      const value = formData[key];
      return value === undefined ? [] : [[key, value] as const];
    }),
  );
};

/** An entity the person chose, named by its title or display name, its ref in the tooltip. */
const EntityName = ({ entityRef, defaultKind }: { readonly entityRef: string; readonly defaultKind?: string | undefined }) => {
  const presentation = useEntityPresentation(entityRef, defaultKind ? { defaultKind } : undefined);
  return <span title={entityRef}>{presentation.primaryTitle}</span>;
};

const ReviewValue = ({ row }: { readonly row: ReviewRow }) =>
  row.entityRefs ? (
    <>
      {row.entityRefs.map((ref, index) => (
        <span key={ref}>
          {index > 0 ? ', ' : null}
          <EntityName entityRef={ref} defaultKind={row.defaultKind} />
        </span>
      ))}
    </>
  ) : (
    <>{row.value}</>
  );

export const ReviewTable = ({ steps, formData }: { readonly steps: readonly FormStep[]; readonly formData: JsonObject }) => {
  const scaffolderMessages = useTexts(scaffolderTexts);
  return (
  <HTMLTable compact striped className="portico-review-table" aria-label={scaffolderMessages.reviewTitle}>
    <tbody>
      {reviewRows(steps, inStepOrder(steps, formData)).map((row) => (
        <tr key={row.key}>
          <th scope="row">{row.label}</th>
          <td>
            <ReviewValue row={row} />
          </td>
        </tr>
      ))}
    </tbody>
  </HTMLTable>
);
};

export interface StepperLabels {
  readonly back: string;
  readonly review: string;
  readonly finish: string;
}

export interface StepperFormProps {
  readonly steps: readonly FormStep[];
  readonly formData: JsonObject;
  readonly onFormDataChange: (formData: JsonObject) => void;
  readonly onFinish: () => void;
  readonly extensions: readonly FieldExtension[];
  readonly integrations: readonly ScmIntegration[];
  readonly labels: StepperLabels;
  readonly busy?: boolean;
  /** Shown on the review step above its buttons (e.g. the create error). */
  readonly reviewNotice?: ReactNode;
  /** Accessible name of the finish button when it needs more than its label. */
  readonly finishTitle?: string;
}

export const StepperForm = ({ steps, formData, onFormDataChange, onFinish, extensions, integrations, labels, busy, reviewNotice, finishTitle }: StepperFormProps) => {
  const scaffolderMessages = useTexts(scaffolderTexts);
  const [active, setActive] = useState(0);
  const titles = [...steps.map((step) => step.title), scaffolderMessages.review];
  const step = steps[Math.min(active, steps.length)];
  return (
    <>
      <StepList titles={titles} active={Math.min(active, steps.length)} />
      {step && active < steps.length ? (
        <section aria-label={step.title} className="portico-wizard-step">
          {step.description ? <Markdown className="portico-muted" text={step.description} /> : null}
          <ScaffolderForm
            key={active}
            step={step}
            formData={formData}
            extensions={extensions}
            integrations={integrations}
            onChange={onFormDataChange}
            onSubmit={(data) => {
              onFormDataChange(data);
              setActive(active + 1);
            }}
          >
            <div className="portico-wizard-buttons">
              <Button type="button" disabled={active === 0} onClick={() => setActive(active - 1)}>
                {labels.back}
              </Button>
              <Button type="submit" intent="primary">
                {active === steps.length - 1 ? labels.review : scaffolderMessages.next}
              </Button>
            </div>
          </ScaffolderForm>
        </section>
      ) : (
        <section aria-label={scaffolderMessages.review} className="portico-wizard-step">
          <ReviewTable steps={steps} formData={formData} />
          {reviewNotice}
          <div className="portico-wizard-buttons">
            <Button type="button" disabled={busy || steps.length === 0} onClick={() => setActive(steps.length - 1)}>
              {labels.back}
            </Button>
            <Button type="button" intent="primary" loading={busy} onClick={onFinish} title={finishTitle}>
              {labels.finish}
            </Button>
          </div>
        </section>
      )}
    </>
  );
};
