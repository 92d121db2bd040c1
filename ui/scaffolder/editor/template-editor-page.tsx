// The template editor (/template): the loaded folder's files, a text editor, the template's form as
// a preview whose last step dry-runs the template with the folder's files, and the dry-run results.
import { Button, Callout, Card, H1, H4, TextArea } from '@blueprintjs/core';
import { FloppyDiskIcon } from '@blueprintjs/icons';
import { useMutation } from '@tanstack/react-query';
import * as E from 'fp-ts/Either';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { JsonObject } from '../../../domain/app/config-values';
import { addDryRunResult, deleteDryRunResult, EMPTY_DRY_RUN_RESULTS, fileTree, findTemplateFile, formStepsOf, isJsonObject, selectDryRunResult, templateParameterSchema, type DryRunResults, type TemplateFile } from '../../../domain/scaffolder';
import { useFieldExtensions } from '../fields/use-field-extensions';
import { SecretsProvider, useSecrets } from '../form/secrets-context';
import { scaffolderPaths } from '../routes';
import { useDryRun, useParsedTemplate, useScmIntegrations } from '../hooks/queries';
import { StepperForm } from '../wizard/stepper-form';
import { bytesOf, isBinary, textOf } from './directory-access';
import { useEditorDirectory, type LoadedDirectory } from './editor-directory-context';
import { DryRunResultsView } from './dry-run-results';
import { FileTree } from './file-tree';
import { LoadDirectoryButton } from './load-directory-button';
import { useTexts } from '../../app/queries';
import { scaffolderTexts } from '../../../domain/scaffolder/translations';
import { PageHeader } from '../../app/chrome';

const Preview = ({ files }: { readonly files: readonly TemplateFile[] }) => {
  const scaffolderMessages = useTexts(scaffolderTexts);
  const integrations = useScmIntegrations();
  const fieldExtensions = useFieldExtensions();
  const { secrets } = useSecrets();
  const [formData, setFormData] = useState<JsonObject>({});
  const [results, setResults] = useState<DryRunResults>(EMPTY_DRY_RUN_RESULTS);
  const templatePath = findTemplateFile(files.map((file) => file.path));
  const templateText = useMemo(() => {
    const file = files.find((candidate) => candidate.path === templatePath);
    return file ? textOf(file.content) : undefined;
  }, [files, templatePath]);
  const parsed = useParsedTemplate(templateText);
  const template = parsed && E.isRight(parsed) && isJsonObject(parsed.right) ? parsed.right : undefined;
  const steps = useMemo(() => (template ? formStepsOf(templateParameterSchema(template)) : []), [template]);
  const dryRun = useDryRun((response) => setResults((current) => addDryRunResult(current, response)));

  if (!templatePath) return <Callout intent="warning">The folder has no template.yaml at its root.</Callout>;
  if (parsed && E.isLeft(parsed)) {
    return (
      <Callout intent="danger" role="alert" title="template.yaml cannot be read">
        {parsed.left}
      </Callout>
    );
  }
  return (
    <div className="portico-editor-preview">
      <H4>Template form</H4>
      <StepperForm
        key={templateText}
        steps={steps}
        formData={formData}
        onFormDataChange={setFormData}
        onFinish={() => dryRun.mutate({ template: template ?? {}, values: formData, secrets, files })}
        extensions={fieldExtensions}
        integrations={integrations}
        labels={{ back: scaffolderMessages.back, review: scaffolderMessages.review, finish: 'Dry Run' }}
        busy={dryRun.isPending}
        reviewNotice={
          dryRun.error ? (
            <Callout intent="danger" role="alert" title="The dry-run failed">
              {dryRun.error.message}
            </Callout>
          ) : null
        }
      />
      <DryRunResultsView
        results={results}
        onSelect={(id) => setResults((current) => selectDryRunResult(current, id))}
        onDelete={(id) => setResults((current) => deleteDryRunResult(current, id))}
      />
    </div>
  );
};

const Editor = ({ directory }: { readonly directory: LoadedDirectory }) => {
  const { setDirectory } = useEditorDirectory();
  const [files, setFiles] = useState<readonly TemplateFile[]>(directory.files);
  const [modified, setModified] = useState<readonly string[]>([]);
  const [selected, setSelected] = useState<string | undefined>(() => findTemplateFile(directory.files.map((file) => file.path)) ?? directory.files[0]?.path);
  const save = useMutation({
    mutationFn: async () => {
      if (!directory.save) return;
      for (const path of modified) {
        const file = files.find((candidate) => candidate.path === path);
        if (file) await directory.save(path, file.content);
      }
    },
    onSuccess: () => {
      setModified([]);
      setDirectory({ ...directory, files });
    },
  });
  const file = files.find((candidate) => candidate.path === selected);
  const edit = (text: string) => {
    if (!file) return;
    setFiles(files.map((candidate) => (candidate.path === file.path ? { ...candidate, content: bytesOf(text) } : candidate)));
    if (!modified.includes(file.path)) setModified([...modified, file.path]);
  };
  return (
    <div className="portico-editor-layout">
      <Card compact className="portico-editor-files">
        <H4>{directory.name}</H4>
        <FileTree nodes={fileTree(files.map((candidate) => candidate.path))} selected={selected} onSelect={setSelected} label="Template files" modified={modified} />
        {directory.save ? (
          <Button icon={<FloppyDiskIcon />} disabled={modified.length === 0} loading={save.isPending} onClick={() => save.mutate()}>
            Save all files
          </Button>
        ) : null}
        {save.error ? (
          <Callout intent="danger" role="alert">
            {save.error.message}
          </Callout>
        ) : null}
      </Card>
      <div className="portico-editor-text">
        {file ? (
          isBinary(file.content) ? (
            <p className="portico-muted">{file.path} is a binary file.</p>
          ) : (
            <TextArea
              aria-label={`Edit ${file.path}`}
              className="portico-code-editor"
              fill
              spellCheck={false}
              value={textOf(file.content)}
              onChange={(event) => edit(event.target.value)}
            />
          )
        ) : (
          <p className="portico-muted">Select a file to edit it.</p>
        )}
      </div>
      <SecretsProvider>
        <Preview files={files} />
      </SecretsProvider>
    </div>
  );
};

export default function TemplateEditorPage() {
  const scaffolderMessages = useTexts(scaffolderTexts);
  const { directory, setDirectory } = useEditorDirectory();
  const navigate = useNavigate();
  return (
    <div className="portico-page portico-editor-page">
      <PageHeader page={{ page: 'create' }} className="portico-page-header">
        <div>
          <H1>{scaffolderMessages.templateEditor}</H1>
          <p className="portico-muted">{directory ? `Editing ${directory.name}` : 'Load a local template folder to edit and dry-run it'}</p>
        </div>
        {directory ? (
          <Button
            onClick={() => {
              setDirectory(undefined);
              navigate(scaffolderPaths.edit);
            }}
          >
            Close directory
          </Button>
        ) : null}
      </PageHeader>
      {directory ? <Editor key={directory.name} directory={directory} /> : <LoadDirectoryButton onLoaded={setDirectory} />}
    </div>
  );
}
