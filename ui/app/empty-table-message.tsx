import { NonIdealState } from '@blueprintjs/core';
import { shellTranslations } from '../../domain/app/translations';
import { useTranslation } from './queries';

/** What a table shows without rows, in the user's language. */
export const EmptyTableMessage = ({ className }: { className?: string }) => {
  const t = useTranslation(shellTranslations);
  return <NonIdealState title={t('table.body.emptyDataSourceMessage')} {...(className ? { className } : {})} />;
};
