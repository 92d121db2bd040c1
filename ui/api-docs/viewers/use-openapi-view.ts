import { startTransition, useEffect, useMemo, useState } from 'react';
import { readOffThread, readsOffThread } from './openapi-reading';
import { readOpenApiView, type OpenApiReading } from './read-openapi-view';

/** The definition read for the viewer; undefined while a large one is still being read in its worker. */
export const useOpenApiView = (definition: string): OpenApiReading | undefined => {
  const offThread = readsOffThread(definition);
  const here = useMemo(() => (offThread ? undefined : readOpenApiView(definition)), [definition, offThread]);
  const [read, setRead] = useState<{ readonly definition: string; readonly reading: OpenApiReading }>();
  useEffect(() => {
    if (!offThread) return;
    let current = true;
    void readOffThread(definition).then((reading) => {
      // A transition: React renders the large result in slices, between which the page answers input.
      if (current) startTransition(() => setRead({ definition, reading }));
    });
    return () => {
      current = false;
    };
  }, [definition, offThread]);
  return here ?? (read?.definition === definition ? read.reading : undefined);
};
