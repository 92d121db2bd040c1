import { formatRelativeTime } from '../../domain/shared/relative-time';

/** '3 minutes ago', with the exact time as a tooltip. */
export const RelativeTime = ({ iso, now = Date.now() }: { readonly iso: string; readonly now?: number }) => (
  <time dateTime={iso} title={new Date(iso).toLocaleString('en')}>
    {formatRelativeTime(iso, now) ?? iso}
  </time>
);
