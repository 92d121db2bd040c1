// Permissions as a plugin meets them: usePermission and RequirePermission over the portal's permission check,
// with Backstage's semantics (nothing while loading, allowed only on an ALLOW, the not-found page otherwise).
import { render, screen, waitFor } from '@testing-library/react';
import type { TaskEither } from 'fp-ts/TaskEither';
import * as TE from 'fp-ts/TaskEither';
import { createPermission, RequirePermission, usePermission, type Permission } from '../../plugin-api';
import { PluginTestHost, provide } from '../../plugin-api/testing';
import { CheckPermissionToken, type CheckPermission } from '../../application/permission/check-permission.use-case';
import type { BackendError } from '../../application/shared/backend-error';
import type { PermissionDecision } from '../../domain/permission/decision';

const editRota = createPermission({ name: 'on-call.rota.edit', attributes: { action: 'update' } });
const readRota = createPermission({ name: 'on-call.rota.read', attributes: { action: 'read' }, resourceType: 'on-call-rota' });

const Status = ({ permission, resourceRef }: { permission: Permission; resourceRef?: string }) => {
  const { loading, allowed } = usePermission(permission, resourceRef);
  return <p>{loading ? 'checking' : allowed ? 'allowed' : 'denied'}</p>;
};

const guarded = (permission: Permission, errorPage?: string) => (
  <RequirePermission permission={permission} {...(errorPage ? { errorPage: <p>{errorPage}</p> } : {})}>
    <button type="button">Edit rota</button>
  </RequirePermission>
);

describe('createPermission', () => {
  it('makes a basic permission, or a resource permission when it names a resource type', () => {
    expect(editRota).toEqual({ type: 'basic', name: 'on-call.rota.edit', attributes: { action: 'update' } });
    expect(readRota).toEqual({ type: 'resource', name: 'on-call.rota.read', attributes: { action: 'read' }, resourceType: 'on-call-rota' });
  });
});

describe('usePermission', () => {
  it('reports allowed once the check allows, and asks with the resource ref', async () => {
    const asked: (string | undefined)[] = [];
    const check: CheckPermission = (request) => {
      asked.push(request.resourceRef);
      return TE.right({ result: 'ALLOW' });
    };
    render(
      <PluginTestHost services={[provide(CheckPermissionToken, check)]}>
        <Status permission={readRota} resourceRef="on-call-rota:primary" />
      </PluginTestHost>,
    );
    expect(await screen.findByText('allowed')).toBeInTheDocument();
    expect(asked).toEqual(['on-call-rota:primary']);
  });

  it('reports loading and not allowed while the answer is on its way', () => {
    const pending: TaskEither<BackendError, PermissionDecision> = () => new Promise(() => undefined);
    render(
      <PluginTestHost services={[provide(CheckPermissionToken, () => pending)]}>
        <Status permission={editRota} />
      </PluginTestHost>,
    );
    expect(screen.getByText('checking')).toBeInTheDocument();
  });

  it('reports denied for a conditional decision, and for a check that failed', async () => {
    const conditional: CheckPermission = () => TE.right({ result: 'CONDITIONAL', pluginId: 'on-call', resourceType: 'on-call-rota', conditions: { rule: 'IS_OWNER', resourceType: 'on-call-rota' } });
    const { unmount } = render(
      <PluginTestHost services={[provide(CheckPermissionToken, conditional)]}>
        <Status permission={editRota} />
      </PluginTestHost>,
    );
    expect(await screen.findByText('denied')).toBeInTheDocument();
    unmount();
    render(
      <PluginTestHost services={[provide(CheckPermissionToken, () => TE.left({ _tag: 'Transport', message: 'offline' }))]}>
        <Status permission={editRota} />
      </PluginTestHost>,
    );
    expect(await screen.findByText('denied')).toBeInTheDocument();
  });

  it("in the test host, allows what deniedPermissions does not name, and denies a resource permission without a ref", async () => {
    render(
      <PluginTestHost deniedPermissions={['on-call.rota.edit']}>
        <Status permission={editRota} />
        <Status permission={readRota} />
        <Status permission={readRota} resourceRef="on-call-rota:primary" />
      </PluginTestHost>,
    );
    await waitFor(() => expect(screen.queryByText('checking')).not.toBeInTheDocument());
    expect(screen.getAllByRole('paragraph').map((line) => line.textContent)).toEqual(['denied', 'denied', 'allowed']);
  });
});

describe('RequirePermission', () => {
  it('shows its children when allowed', async () => {
    render(<PluginTestHost>{guarded(editRota)}</PluginTestHost>);
    expect(await screen.findByRole('button', { name: 'Edit rota' })).toBeInTheDocument();
  });

  it("shows the portal's not-found page when denied, or the error page it is given", async () => {
    const { unmount } = render(<PluginTestHost deniedPermissions={['on-call.rota.edit']}>{guarded(editRota)}</PluginTestHost>);
    expect(await screen.findByText(/PAGE NOT FOUND/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit rota' })).not.toBeInTheDocument();
    unmount();
    render(<PluginTestHost deniedPermissions={['on-call.rota.edit']}>{guarded(editRota, 'Only the rota owners edit it')}</PluginTestHost>);
    expect(await screen.findByText('Only the rota owners edit it')).toBeInTheDocument();
  });

  it('shows nothing while the answer is on its way', () => {
    const pending: TaskEither<BackendError, PermissionDecision> = () => new Promise(() => undefined);
    const { container } = render(<PluginTestHost services={[provide(CheckPermissionToken, () => pending)]}>{guarded(editRota, 'denied')}</PluginTestHost>);
    expect(container).toBeEmptyDOMElement();
  });
});
