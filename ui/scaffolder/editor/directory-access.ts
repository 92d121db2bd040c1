// Loading a local template folder in the browser: the File System Access API where the browser has it (with
// write-back), else an <input type=file webkitdirectory> upload.
import { relativeTemplatePath, type TemplateFile } from '../../../domain/scaffolder/dry-run';
import type { LoadedDirectory } from './editor-directory-context';

/** Folders that are never part of a template. */
const SKIPPED = new Set(['.git', 'node_modules']);

interface DirectoryHandle {
  readonly kind: 'directory';
  readonly name: string;
  values(): AsyncIterable<DirectoryHandle | FileHandle>;
  getDirectoryHandle(name: string, options?: { create?: boolean }): Promise<DirectoryHandle>;
  getFileHandle(name: string, options?: { create?: boolean }): Promise<FileHandle>;
}

interface FileHandle {
  readonly kind: 'file';
  readonly name: string;
  getFile(): Promise<File>;
  createWritable(): Promise<{ write(data: Uint8Array): Promise<void>; close(): Promise<void> }>;
}

type PickerWindow = Window & { showDirectoryPicker?: (options?: { mode?: 'read' | 'readwrite' }) => Promise<DirectoryHandle> };

export const supportsDirectoryPicker = (view: Window = window): boolean => typeof (view as PickerWindow).showDirectoryPicker === 'function';

const readBytes = async (file: File): Promise<Uint8Array> => new Uint8Array(await file.arrayBuffer());

const walk = async (directory: DirectoryHandle, prefix: string): Promise<TemplateFile[]> => {
  const files: TemplateFile[] = [];
  for await (const entry of directory.values()) {
    if (SKIPPED.has(entry.name)) continue;
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.kind === 'directory') files.push(...(await walk(entry, path)));
    else files.push({ path, content: await readBytes(await entry.getFile()) });
  }
  return files;
};

const fileHandleAt = async (root: DirectoryHandle, path: string): Promise<FileHandle> => {
  const parts = path.split('/').filter(Boolean);
  const name = parts.pop();
  if (!name) throw new Error(`Not a file path: ${path}`);
  let directory = root;
  for (const part of parts) directory = await directory.getDirectoryHandle(part, { create: true });
  return directory.getFileHandle(name, { create: true });
};

/** Asks for a folder with the File System Access API; edits can be saved back into it. */
export const pickDirectory = async (view: Window = window): Promise<LoadedDirectory> => {
  const picker = (view as PickerWindow).showDirectoryPicker;
  if (!picker) throw new Error('This browser cannot open folders directly');
  const root = await picker.call(view, { mode: 'readwrite' });
  return {
    name: root.name,
    files: await walk(root, ''),
    save: async (path, content) => {
      const writable = await (await fileHandleAt(root, path)).createWritable();
      await writable.write(content);
      await writable.close();
    },
  };
};

/** The files of an <input webkitdirectory> pick; their paths start with the chosen folder's name, which is removed. */
export const directoryFromFileList = async (list: FileList | readonly File[]): Promise<LoadedDirectory> => {
  const files = Array.from(list as ArrayLike<File>);
  const relative = (file: File) => (file as File & { webkitRelativePath?: string }).webkitRelativePath || file.name;
  const first = files[0] ? relative(files[0]).split('/')[0] ?? '' : '';
  const nested = files.every((file) => relative(file).includes('/'));
  const kept = files.filter((file) => !relative(file).split('/').some((part) => SKIPPED.has(part)));
  return {
    name: nested ? first : 'template',
    files: await Promise.all(kept.map(async (file) => ({ path: relativeTemplatePath(relative(file), nested), content: await readBytes(file) }))),
  };
};

const decoder = new TextDecoder('utf-8', { fatal: false });
const encoder = new TextEncoder();

/** Text files are edited as text; anything with a NUL byte near its start is treated as binary. */
export const isBinary = (content: Uint8Array): boolean => content.subarray(0, 8000).includes(0);
export const textOf = (content: Uint8Array): string => decoder.decode(content);
export const bytesOf = (text: string): Uint8Array => encoder.encode(text);
