// Yes-or-no questions about the fields detection reads of an object nobody has checked. They build nothing (no
// paths, no messages) and read own properties only: inherited ones (`constructor`, a polluted prototype) are not.
import { isRecord } from '../shared/input';

type Fields = Readonly<Record<string, unknown>>;

const hasOwn = Object.prototype.hasOwnProperty;

/** The own property `key`, or undefined. */
export const own = (value: Fields, key: string): unknown => (hasOwn.call(value, key) ? value[key] : undefined);

export const optionalString = (value: unknown): boolean => value === undefined || typeof value === 'string';
export const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
export const optionalFiniteNumber = (value: unknown): boolean => value === undefined || isFiniteNumber(value);

export const readableMetadata = (value: unknown): boolean =>
  value === undefined || (isRecord(value) && optionalString(own(value, 'name')) && optionalString(own(value, 'namespace')));

const readableProbe = (value: unknown): boolean =>
  value === undefined ||
  (isRecord(value) &&
    optionalFiniteNumber(own(value, 'initialDelaySeconds')) &&
    optionalFiniteNumber(own(value, 'periodSeconds')) &&
    optionalFiniteNumber(own(value, 'failureThreshold')));

const readableState = (value: unknown): boolean => {
  if (value === undefined) return true;
  if (!isRecord(value)) return false;
  const waiting = own(value, 'waiting');
  const running = own(value, 'running');
  const terminated = own(value, 'terminated');
  return (
    (waiting === undefined || (isRecord(waiting) && optionalString(own(waiting, 'reason')) && optionalString(own(waiting, 'message')))) &&
    (running === undefined || (isRecord(running) && optionalString(own(running, 'startedAt')))) &&
    (terminated === undefined || (isRecord(terminated) && isFiniteNumber(own(terminated, 'exitCode')) && optionalString(own(terminated, 'reason'))))
  );
};

export const readableContainerStatus = (value: unknown): boolean =>
  isRecord(value) &&
  typeof own(value, 'name') === 'string' &&
  typeof own(value, 'ready') === 'boolean' &&
  isFiniteNumber(own(value, 'restartCount')) &&
  readableState(own(value, 'state')) &&
  readableState(own(value, 'lastState'));

const readableContainer = (value: unknown): boolean => isRecord(value) && typeof own(value, 'name') === 'string' && readableProbe(own(value, 'readinessProbe'));

export const every = (value: unknown, readable: (item: unknown) => boolean): boolean => {
  if (!Array.isArray(value)) return false;
  for (let i = 0; i < value.length; i++) if (!readable(value[i])) return false;
  return true;
};

/** A pod's `spec` as detection reads it: absent, or with containers whose names and readiness probes can be read. */
export const readablePodSpec = (value: unknown): boolean => value === undefined || (isRecord(value) && every(own(value, 'containers'), readableContainer));

export const readableConditions = (value: unknown): boolean =>
  value === undefined || every(value, (item) => isRecord(item) && typeof own(item, 'status') === 'string' && optionalString(own(item, 'message')));

/**
 * A container status that says running but not ready: the one case in which detection reads the pod's containers
 * (their readiness probes). Asked of a status whose fields can be read.
 */
export const isRunningUnready = (status: Fields): boolean => {
  if (own(status, 'ready') !== false) return false;
  const state = own(status, 'state');
  return isRecord(state) && own(state, 'running') !== undefined;
};
