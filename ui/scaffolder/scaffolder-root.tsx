import { Spinner } from '@blueprintjs/core';
import { Suspense, useState, type ReactNode } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { DEFAULT_NAMESPACE } from '../../domain/scaffolder/constants';
import { ErrorBoundary, NotFoundPage } from '../app/chrome';
import { EditorDirectoryContext, type LoadedDirectory } from './editor/editor-directory-context';
import { ScaffolderServicesBoundary } from './hooks/services';
import './scaffolder.css';
import { lazyImport } from '../app/lazy-import';

const TemplateListPage = lazyImport(() => import('./template-list/template-list-page'));
const TemplateWizardPage = lazyImport(() => import('./wizard/template-wizard-page'));
const OngoingTaskPage = lazyImport(() => import('./task/ongoing-task-page'));
const TaskListPage = lazyImport(() => import('./task-list/task-list-page'));
const ActionsPage = lazyImport(() => import('./actions/actions-page'));
const TemplatingExtensionsPage = lazyImport(() => import('./extensions/templating-extensions-page'));
const EditorIntroPage = lazyImport(() => import('./editor/editor-intro-page'));
const TemplateEditorPage = lazyImport(() => import('./editor/template-editor-page'));
const CustomFieldExplorerPage = lazyImport(() => import('./editor/custom-field-explorer-page'));
const TemplateFormPlaygroundPage = lazyImport(() => import('./editor/template-form-playground-page'));

const Loading = () => (
  <div className="portico-center-small">
    <Spinner aria-label="Loading" />
  </div>
);

const Page = ({ children }: { children: ReactNode }) => <Suspense fallback={<Loading />}>{children}</Suspense>;

/** The legacy /templates/:templateName form means the default namespace. */
const LegacyTemplateWizard = () => {
  const { templateName = '' } = useParams();
  return <TemplateWizardPage namespace={DEFAULT_NAMESPACE} templateName={templateName} />;
};

const NamespacedTemplateWizard = () => {
  const { namespace = DEFAULT_NAMESPACE, templateName = '' } = useParams();
  return <TemplateWizardPage key={`${namespace}/${templateName}`} namespace={namespace} templateName={templateName} />;
};

/** The scaffolder's screens below /create. */
export default function ScaffolderRoot() {
  const [directory, setDirectory] = useState<LoadedDirectory | undefined>(undefined);
  return (
    <ErrorBoundary>
      <Suspense fallback={<Loading />}>
        <ScaffolderServicesBoundary>
          <EditorDirectoryContext.Provider value={{ directory, setDirectory }}>
            <Routes>
              <Route index element={<Page><TemplateListPage /></Page>} />
              <Route path="templates/:namespace/:templateName" element={<Page><NamespacedTemplateWizard /></Page>} />
              <Route path="templates/:templateName" element={<Page><LegacyTemplateWizard /></Page>} />
              <Route path="tasks" element={<Page><TaskListPage /></Page>} />
              <Route path="tasks/:taskId" element={<Page><OngoingTaskPage /></Page>} />
              <Route path="actions" element={<Page><ActionsPage /></Page>} />
              <Route path="templating-extensions" element={<Page><TemplatingExtensionsPage /></Page>} />
              <Route path="edit" element={<Page><EditorIntroPage /></Page>} />
              <Route path="template" element={<Page><TemplateEditorPage /></Page>} />
              <Route path="custom-fields" element={<Page><CustomFieldExplorerPage /></Page>} />
              <Route path="template-form" element={<Page><TemplateFormPlaygroundPage /></Page>} />
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          </EditorDirectoryContext.Provider>
        </ScaffolderServicesBoundary>
      </Suspense>
    </ErrorBoundary>
  );
}
