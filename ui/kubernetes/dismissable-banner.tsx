import { Button, Callout } from '@blueprintjs/core';
import { CrossIcon } from '@blueprintjs/icons';
import { useSyncExternalStore, type ReactNode } from 'react';
import { DismissedBannersToken } from '../../application/kubernetes/dismissed-banners';
import { useService } from '../app/services';
import { kubernetesTexts as t } from './kubernetes-texts';

/** A banner shown until dismissed; dismissal is remembered in the notifications bucket. */
export const DismissableBanner = ({ id, children }: { id: string; children: ReactNode }) => {
  const banners = useService(DismissedBannersToken);
  const dismissed = useSyncExternalStore(
    (onChange) => banners.subscribe(onChange),
    () => banners.isDismissed(id),
  );
  if (dismissed) return null;
  return (
    <Callout intent="primary" className="portico-k8s-banner" role="status">
      <div className="portico-k8s-banner__body">
        <span>{children}</span>
        <Button variant="minimal" icon={<CrossIcon />} aria-label={t.dismiss} onClick={() => banners.dismiss(id)} />
      </div>
    </Callout>
  );
};
