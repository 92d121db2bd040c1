import type { PickerIdentity } from '../../application/scaffolder/picker-entities.use-case';
import { useSession } from '../app/queries';

/** The signed-in user's ref and ownership refs (pickers and the Owned filter use them). */
export const useIdentity = (): PickerIdentity => {
  const session = useSession();
  return session.status === 'signed-in'
    ? { userEntityRef: session.user.userEntityRef, ownershipEntityRefs: session.user.ownershipEntityRefs }
    : { ownershipEntityRefs: [] };
};
