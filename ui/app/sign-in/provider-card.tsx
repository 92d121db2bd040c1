import { Button, Card, H3, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';

export interface ProviderCardProps {
  readonly title: string;
  readonly message: string;
  readonly busy: boolean;
  readonly onSignIn: () => void;
  readonly children?: ReactNode;
}

export const ProviderCard = ({ title, message, busy, onSignIn, children }: ProviderCardProps) => (
  <Card className="portico-sign-in-card" elevation={1} role="region" aria-label={`${title} sign-in`}>
    <H3>{title}</H3>
    <p>{message}</p>
    {children ?? (
      <Button intent={Intent.PRIMARY} loading={busy} onClick={onSignIn}>
        Sign In
      </Button>
    )}
  </Card>
);
