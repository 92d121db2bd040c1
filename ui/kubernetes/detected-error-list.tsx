import { Button, Tag } from '@blueprintjs/core';
import { HelpIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useReturnFocus } from '../app/use-return-focus';
import type { DetectedError } from '../../domain/kubernetes/types';
import { FixDialog } from './fix-dialog';
import { kubernetesTexts as t } from './kubernetes-texts';

/** A detected error's Help button: opens the fix dialog. */
export const FixButton = ({ clusterName, error }: { clusterName: string; error: DetectedError }) => {
  const [open, setOpen] = useState(false);
  useReturnFocus(open);
  return (
    <>
      <Button size="small" icon={<HelpIcon />} onClick={() => setOpen(true)} aria-label={`${t.help}: ${error.message}`}>
        {t.help}
      </Button>
      {open && <FixDialog clusterName={clusterName} error={error} onClose={() => setOpen(false)} />}
    </>
  );
};

export const DetectedErrorList = ({ clusterName, errors }: { clusterName: string; errors: readonly DetectedError[] }) => (
  <ul className="portico-k8s-errors">
    {errors.map((error, index) => (
      <li key={`${error.type}-${index}`}>
        <Tag minimal intent="warning" title={`severity ${error.severity}`}>
          {error.type}
        </Tag>{' '}
        {error.message} {error.proposedFix && <FixButton clusterName={clusterName} error={error} />}
      </li>
    ))}
  </ul>
);
