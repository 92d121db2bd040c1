import { Card, H4 } from '@blueprintjs/core';
import { useId, type ReactNode } from 'react';

export interface InfoCardProps {
  readonly title: string;
  readonly children?: ReactNode;
}

/** A titled card as the entity page's own cards are drawn: a region named by its title. */
export const InfoCard = ({ title, children }: InfoCardProps) => {
  const titleId = useId();
  return (
    <Card className="portico-card" role="region" aria-labelledby={titleId}>
      <H4 id={titleId}>{title}</H4>
      {children}
    </Card>
  );
};
