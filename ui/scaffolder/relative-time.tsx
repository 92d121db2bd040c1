import { relativeTimeParts } from '../../domain/scaffolder/time';

const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** '3 minutes ago', with the exact time as a tooltip. */
export const RelativeTime = ({ iso, now = Date.now() }: { readonly iso: string; readonly now?: number }) => {
  const parts = relativeTimeParts(iso, now);
  return <time dateTime={iso} title={new Date(iso).toLocaleString('en')}>{parts ? format.format(parts.value, parts.unit) : iso}</time>;
};
