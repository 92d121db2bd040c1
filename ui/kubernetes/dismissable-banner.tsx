import { Button, Callout } from '@blueprintjs/core';
import { CrossIcon } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { kubernetesTexts as t } from './kubernetes-texts';
import { useDismissedBanner } from './queries';

/** A banner shown until dismissed; dismissal is remembered in the notifications bucket. */
export const DismissableBanner = ({ id, children }: { id: string; children: ReactNode }) => {
  const { dismissed, dismiss } = useDismissedBanner(id);
  if (dismissed) return null;
  return (
    <Callout intent="primary" className="portico-k8s-banner" role="status">
      <div className="portico-k8s-banner__body">
        <span>{children}</span>
        <Button variant="minimal" icon={<CrossIcon />} aria-label={t.dismiss} onClick={dismiss} />
      </div>
    </Callout>
  );
};
