// What entity validation remembers between entities: the valid apiVersions, label keys and annotation keys it has
// met (bounded; see remembered-strings.ts). Apart from the validator so that a benchmark can read how often each
// answered from memory, and start each round with them empty.
import { REMEMBERED_API_VERSIONS_LIMIT, REMEMBERED_KEYS_LIMIT } from './constants';
import { isValidAnnotationKey, isValidApiVersion, isValidLabelKey } from './field-validators';
import { RememberedStrings } from './remembered-strings';

export const validationCaches = {
  apiVersions: new RememberedStrings(isValidApiVersion, REMEMBERED_API_VERSIONS_LIMIT),
  labelKeys: new RememberedStrings(isValidLabelKey, REMEMBERED_KEYS_LIMIT),
  annotationKeys: new RememberedStrings(isValidAnnotationKey, REMEMBERED_KEYS_LIMIT),
} as const;
