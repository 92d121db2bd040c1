// Dry-run results of the template editor: files, log and output tabs, download as zip, delete.
import { Button, ButtonGroup, Callout, H4, Tab, Tabs } from '@blueprintjs/core';
import { DownloadIcon, TrashIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { fileTree, outputLinks, outputTexts, stripAnsi, type DryRunResult, type DryRunResults } from '../../../domain/scaffolder';
import { Markdown } from '../../app/markdown/markdown';
import { useZipFiles } from '../hooks/queries';
import { VirtualLog } from '../task/virtual-log';
import { isBinary, textOf } from './directory-access';
import { downloadBytes } from './download';
import { FileTree } from './file-tree';

const FilesTab = ({ result }: { result: DryRunResult }) => {
  const [selected, setSelected] = useState<string | undefined>(result.files[0]?.path);
  const file = result.files.find((candidate) => candidate.path === selected);
  return (
    <div className="portico-dry-run-files">
      <FileTree nodes={fileTree(result.files.map((candidate) => candidate.path))} selected={selected} onSelect={setSelected} label="Result files" />
      <pre className="portico-code portico-dry-run-file" aria-label={selected ? `Content of ${selected}` : 'File content'}>
        {file ? (isBinary(file.content) ? '(binary file)' : textOf(file.content)) : 'No file selected'}
      </pre>
    </div>
  );
};

const OutputTab = ({ result }: { result: DryRunResult }) => {
  const links = outputLinks(result.output);
  const texts = outputTexts(result.output);
  return (
    <div className="portico-dry-run-output">
      {links.map((link) => (
        <p key={link.title}>
          {link.title}: <code>{link.target._tag === 'Internal' ? link.target.path : link.target.url}</code>
        </p>
      ))}
      {texts.map((text, index) => (
        <Callout key={index} title={text.title}>
          <Markdown text={text.content ?? ''} />
        </Callout>
      ))}
      <pre className="portico-code" aria-label="Output data">
        {JSON.stringify(result.output, null, 2)}
      </pre>
    </div>
  );
};

export const DryRunResultsView = ({
  results,
  onSelect,
  onDelete,
}: {
  readonly results: DryRunResults;
  readonly onSelect: (id: number) => void;
  readonly onDelete: (id: number) => void;
}) => {
  const zip = useZipFiles();
  const [downloadError, setDownloadError] = useState<string | undefined>(undefined);
  const selected = results.results.find((result) => result.id === results.selectedId);
  if (results.results.length === 0) return null;
  const download = async (result: DryRunResult) => {
    setDownloadError(undefined);
    try {
      downloadBytes(`dry-run-result-${result.id}.zip`, await zip(result.files));
    } catch (error) {
      setDownloadError(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <section className="portico-dry-run-results" aria-label="Dry-run results">
      <H4>Dry-run results</H4>
      <ul className="portico-dry-run-list">
        {results.results.map((result) => (
          <li key={result.id} className={result.id === results.selectedId ? 'is-selected' : ''}>
            <button type="button" className="portico-link-button" aria-pressed={result.id === results.selectedId} onClick={() => onSelect(result.id)}>
              Result {result.id}
            </button>
            <ButtonGroup variant="minimal">
              <Button icon={<DownloadIcon />} aria-label={`Download result ${result.id} as zip`} title="Download as zip" onClick={() => void download(result)} />
              <Button icon={<TrashIcon />} aria-label={`Delete result ${result.id}`} title="Delete result" onClick={() => onDelete(result.id)} />
            </ButtonGroup>
          </li>
        ))}
      </ul>
      {downloadError ? (
        <Callout intent="danger" role="alert">
          {downloadError}
        </Callout>
      ) : null}
      {selected ? (
        // disabled={false} on each Tab: Blueprint's arrow keys only move between tabs with aria-disabled="false".
        <Tabs id={`dry-run-result-${selected.id}`} key={selected.id} renderActiveTabPanelOnly>
          <Tab disabled={false} id="files" title="Files" panel={<FilesTab result={selected} />} />
          <Tab disabled={false} id="log" title="Log" panel={<VirtualLog lines={selected.log.map((entry) => stripAnsi(entry.message))} label="Dry-run log" height={320} />} />
          <Tab disabled={false} id="output" title="Output" panel={<OutputTab result={selected} />} />
        </Tabs>
      ) : null}
    </section>
  );
};
