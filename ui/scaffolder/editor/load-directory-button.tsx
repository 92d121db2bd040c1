import { Button, Callout } from '@blueprintjs/core';
import { FolderOpenIcon } from '@blueprintjs/icons';
import { useRef, useState } from 'react';
import type { LoadedDirectory } from './editor-directory-context';
import { directoryFromFileList, pickDirectory, supportsDirectoryPicker } from './directory-access';

/** 'Load Template Directory': the browser's folder picker where there is one, else a folder upload. */
export const LoadDirectoryButton = ({ onLoaded }: { readonly onLoaded: (directory: LoadedDirectory) => void }) => {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const [loading, setLoading] = useState(false);
  const run = async (load: () => Promise<LoadedDirectory>) => {
    setError(undefined);
    setLoading(true);
    try {
      onLoaded(await load());
    } catch (caught) {
      // Closing the picker is not an error worth a message.
      if (!(caught instanceof DOMException && caught.name === 'AbortError')) setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setLoading(false);
    }
  };
  return (
    <div className="portico-load-directory">
      <Button
        intent="primary"
        icon={<FolderOpenIcon />}
        loading={loading}
        onClick={() => (supportsDirectoryPicker() ? void run(() => pickDirectory()) : input.current?.click())}
      >
        Load Template Directory
      </Button>
      <input
        ref={(element) => {
          input.current = element;
          // React has no prop for these non-standard attributes.
          element?.setAttribute('webkitdirectory', '');
          element?.setAttribute('directory', '');
        }}
        type="file"
        multiple
        hidden
        aria-label="Template directory"
        data-testid="template-directory-input"
        onChange={(event) => {
          const files = event.currentTarget.files;
          if (files && files.length > 0) void run(() => directoryFromFileList(files));
          event.currentTarget.value = '';
        }}
      />
      {error ? (
        <Callout intent="danger" role="alert">
          {error}
        </Callout>
      ) : null}
    </div>
  );
};
