import type { TemplateFile } from '../../domain/scaffolder/dry-run';

/** Packs files into a zip archive (the editor's dry-run download). */
export interface ArchiveBuilder {
  zip(files: readonly TemplateFile[]): Promise<Uint8Array>;
}
