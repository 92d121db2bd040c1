import * as E from 'fp-ts/Either';
import { unzipSync } from 'fflate';
import { YamlTemplateDocumentParser } from '../../../adapters/scaffolder/yaml-template-document.adapter';
import { ZipArchiveBuilder } from '../../../adapters/scaffolder/zip-archive.adapter';

describe('zip archive of dry-run files', () => {
  it('packs every file under its relative path with its content', async () => {
    const encode = (text: string) => new TextEncoder().encode(text);
    const zip = await new ZipArchiveBuilder().zip([
      { path: 'README.md', content: encode('# hello') },
      { path: 'src/index.js', content: encode('console.log(1)') },
      { path: '../escape/bin/run', content: encode('#!/bin/sh'), executable: true },
    ]);
    expect([zip[0], zip[1], zip[2], zip[3]]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const files = unzipSync(zip);
    expect(Object.keys(files).sort()).toEqual(['README.md', 'escape/bin/run', 'src/index.js']);
    expect(new TextDecoder().decode(files['src/index.js'])).toBe('console.log(1)');
  });
});

describe('template.yaml parser', () => {
  const parser = new YamlTemplateDocumentParser();

  it('reads YAML into JSON data, keeping ${{ }} expressions as text', () => {
    expect(parser.parse('kind: Template\nspec:\n  steps:\n    - input:\n        name: ${{ parameters.name }}\n')).toEqual(
      E.right({ kind: 'Template', spec: { steps: [{ input: { name: '${{ parameters.name }}' } }] } }),
    );
    expect(parser.parse('')).toEqual(E.right(null));
  });

  it('reports YAML errors', () => {
    const result = parser.parse('a: [unclosed');
    expect(E.isLeft(result) && result.left.length).toBeGreaterThan(0);
  });
});
