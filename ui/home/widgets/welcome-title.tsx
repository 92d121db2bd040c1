import { H1 } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { displayNameOf } from '../../../domain/app/identity';
import { welcomeTitle } from './greeting';
import { useSignedInUser } from '../../app/queries';

const MINUTE_MS = 60_000;

/** 'Good morning, Guest': a greeting for the time of day and the signed-in user's name. */
export const WelcomeTitle = ({ now = () => new Date() }: { readonly now?: () => Date }) => {
  const user = useSignedInUser();
  const [hour, setHour] = useState(() => now().getHours());
  useEffect(() => {
    const timer = setInterval(() => setHour(now().getHours()), MINUTE_MS);
    return () => clearInterval(timer);
  }, [now]);
  const name = displayNameOf(user.profile, user.userEntityRef);
  return <H1 className="portico-home__title">{welcomeTitle(hour, name)}</H1>;
};
