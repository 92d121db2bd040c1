import { createContext, useContext } from 'react';
import type { TemplateFile } from '../../../domain/scaffolder/dry-run';

/** A template folder loaded in the editor; `save` is there when the browser granted write access. */
export interface LoadedDirectory {
  readonly name: string;
  readonly files: readonly TemplateFile[];
  readonly save?: (path: string, content: Uint8Array) => Promise<void>;
}

export interface EditorDirectoryState {
  readonly directory?: LoadedDirectory;
  readonly setDirectory: (directory: LoadedDirectory | undefined) => void;
}

/** Keeps the loaded folder while the person moves between /create/edit and /create/template. */
export const EditorDirectoryContext = createContext<EditorDirectoryState>({ setDirectory: () => undefined });

export const useEditorDirectory = (): EditorDirectoryState => useContext(EditorDirectoryContext);
