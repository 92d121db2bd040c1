import { Classes } from '@blueprintjs/core';
import { EditIcon, EyeOpenIcon } from '@blueprintjs/icons';
import type { ReactElement } from 'react';
import type { CatalogRow } from '../../application/catalog/catalog-row';
import { classifyLinkTarget } from '../../domain/app/external-link';
import { ANNOTATION_EDIT_URL, ANNOTATION_VIEW_URL } from '../../domain/catalog/entity';
import { SMALL_MINIMAL_BUTTON, StarButton } from './star-button';

/** A link target from entity data, only when it is a safe http(s) URL. */
const safeHref = (value: string | undefined): string | undefined =>
  value && classifyLinkTarget(value).kind === 'newWindow' ? value : undefined;

/** Opens the entity's view or edit page (from its annotations) in a new tab; disabled without one. */
const ExternalRowAction = ({ icon, action, title, href }: { icon: ReactElement; action: string; title: string; href: string | undefined }) =>
  href ? (
    <a className={SMALL_MINIMAL_BUTTON} aria-label={`${action} ${title}`} title={action} href={href} target="_blank" rel="noopener noreferrer">
      {icon}
    </a>
  ) : (
    <button type="button" className={`${SMALL_MINIMAL_BUTTON} ${Classes.DISABLED}`} aria-label={`${action} ${title}`} title={action} disabled>
      {icon}
    </button>
  );

/** A catalog row's View, Edit and star actions. */
export const CatalogRowActions = ({ row, starred, onToggleStar }: { row: CatalogRow; starred: boolean; onToggleStar: (entityRef: string) => void }) => {
  const annotations = row.entity.metadata.annotations ?? {};
  return (
    <>
      <ExternalRowAction icon={<EyeOpenIcon />} action="View" title={row.title} href={safeHref(annotations[ANNOTATION_VIEW_URL])} />
      <ExternalRowAction icon={<EditIcon />} action="Edit" title={row.title} href={safeHref(annotations[ANNOTATION_EDIT_URL])} />
      <StarButton starred={starred} title={row.title} onToggle={() => onToggleStar(row.entityRef)} />
    </>
  );
};
