import { startTransition, useEffect, useMemo, useState } from 'react';
import { readingDone, readOffThread, readsOffThread } from './openapi-reading';
import { readOpenApiView, type OpenApiReading } from './read-openapi-view';

/** The definition read for the viewer; undefined while a large one is still being read in its worker. */
export const useOpenApiView = (definition: string): OpenApiReading | undefined => {
  const offThread = readsOffThread(definition);
  const here = useMemo(() => (offThread ? undefined : readOpenApiView(definition)), [definition, offThread]);
  // A large definition already read (the worker had the entity before the page rendered) shows in this render: no
  // spinner, then a second render a task later.
  const done = offThread ? readingDone(definition) : undefined;
  const showsDone = done !== undefined;
  const [read, setRead] = useState<{ readonly definition: string; readonly reading: OpenApiReading }>();
  useEffect(() => {
    if (!offThread || showsDone) return;
    let current = true;
    void readOffThread(definition).then((reading) => {
      // A transition: React renders the large result in slices, between which the page answers input.
      if (current) startTransition(() => setRead({ definition, reading }));
    });
    return () => {
      current = false;
    };
  }, [definition, offThread, showsDone]);
  return here ?? (read?.definition === definition ? read.reading : done);
};
