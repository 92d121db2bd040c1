import type { ArchiveBuilder } from '../../application/scaffolder/archive.port';
import { archivePath, type TemplateFile } from '../../domain/scaffolder/dry-run';

/** Zip with fflate, loaded on first use (only the editor's download needs it). */
export class ZipArchiveBuilder implements ArchiveBuilder {
  async zip(files: readonly TemplateFile[]): Promise<Uint8Array> {
    const { zipSync } = await import('fflate');
    const entries: Record<string, [Uint8Array, { os: number; attrs: number }]> = {};
    for (const file of files) {
      const path = archivePath(file.path);
      if (!path) continue;
      // Unix permissions in the high 16 bits of the external attributes: rwxr-xr-x for executables, rw-r--r-- otherwise.
      const mode = file.executable ? 0o100755 : 0o100644;
      entries[path] = [file.content, { os: 3, attrs: mode << 16 }];
    }
    return zipSync(entries, { level: 6 });
  }
}
