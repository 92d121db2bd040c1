// The template editor's start (/edit): load a local template folder, or open the form playground
// or the custom field explorer.
import { Card, H1, H4 } from '@blueprintjs/core';
import { Link, useNavigate } from 'react-router-dom';
import { scaffolderPaths } from '../routes';
import { useEditorDirectory } from './editor-directory-context';
import { LoadDirectoryButton } from './load-directory-button';
import { useTexts } from '../../app/queries';
import { scaffolderTexts } from '../../../domain/scaffolder/translations';
import { PageHeader } from '../../app/chrome';

export default function EditorIntroPage() {
  const scaffolderMessages = useTexts(scaffolderTexts);
  const { setDirectory } = useEditorDirectory();
  const navigate = useNavigate();
  return (
    <div className="portico-page">
      <PageHeader page={{ page: 'create' }} className="portico-page-header">
        <div>
          <H1>{scaffolderMessages.templateEditor}</H1>
          <p className="portico-muted">Edit, preview, and try out templates and template forms</p>
        </div>
      </PageHeader>
      <div className="portico-template-grid">
        <Card aria-label="Load Template Directory">
          <H4>Load Template Directory</H4>
          <p>Load a local template directory, allowing you to both edit and try executing your own template.</p>
          <LoadDirectoryButton
            onLoaded={(directory) => {
              setDirectory(directory);
              navigate(scaffolderPaths.editor);
            }}
          />
        </Card>
        <Card aria-label="Edit Template Form">
          <H4>Edit Template Form</H4>
          <p>Preview and edit a template form, either using a sample template or by loading a template from the catalog.</p>
          <Link className="bp6-button" to={scaffolderPaths.templateForm}>
            {scaffolderMessages.templateFormPlayground}
          </Link>
        </Card>
        <Card aria-label="Custom Field Explorer">
          <H4>Custom Field Explorer</H4>
          <p>View and play around with available installed custom field extensions.</p>
          <Link className="bp6-button" to={scaffolderPaths.customFields}>
            {scaffolderMessages.customFieldExplorer}
          </Link>
        </Card>
      </div>
    </div>
  );
}
