// RepoUrlPicker (host, then owner / organization / workspace / project per provider, then the repository name; the
// value `{host}?owner=&repo=...` is emitted only when a host is set) and RepoBranchPicker.
import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useEffect, useEffectEvent, useMemo, useState, type ComponentType } from 'react';
import type { JsonValue } from '../../../domain/app/config-values';
import {
  autocompleteProviderOf,
  branchSuggestionRequest,
  ownerSuggestionRequest,
  parseRepoPickerUrl,
  providerTypeOf,
  repoPickerFields,
  repositoryNamesOf,
  repositorySuggestionRequest,
  serializeRepoPickerUrl,
  type RepoPickerFieldSpec,
  type RepoUrlParts,
} from '../../../domain/scaffolder';
import { useSecrets } from '../form/secrets-context';
import type { FieldExtensionProps } from '../../app/form-field-extension';
import { useScmIntegrations } from '../hooks/queries';
import { Combobox, type ComboOption } from './combobox';
import { FieldFrame } from './field-frame';
import { useAutocomplete } from '../hooks/autocomplete';

const stringList = (value: unknown): readonly string[] | undefined => (Array.isArray(value) ? value.map(String) : undefined);

/** Template-given choices for a part (allowedOwners, allowedOrganizations, allowedProjects, allowedRepos). */
const allowedFor = (uiOptions: Readonly<Record<string, unknown>>, field: RepoPickerFieldSpec['field']): readonly string[] | undefined => {
  switch (field) {
    case 'owner':
      return stringList(uiOptions['allowedOwners']);
    case 'organization':
      return stringList(uiOptions['allowedOrganizations']);
    case 'project':
      return stringList(uiOptions['allowedProjects']);
    case 'repoName':
      return stringList(uiOptions['allowedRepos']);
    default:
      return undefined;
  }
};

/** The token the person granted for this picker, kept in the secrets context under requestUserCredentials.secretsKey. */
const useUserToken = (uiOptions: Readonly<Record<string, unknown>>): string | undefined => {
  const { secrets } = useSecrets();
  const credentials = uiOptions['requestUserCredentials'];
  const key = typeof credentials === 'object' && credentials !== null ? (credentials as { secretsKey?: unknown }).secretsKey : undefined;
  return typeof key === 'string' ? secrets[key] : undefined;
};

const PartInput = ({
  id,
  spec,
  value,
  allowed,
  suggestions,
  loading,
  disabled,
  invalid,
  onChange,
}: {
  id: string;
  spec: RepoPickerFieldSpec;
  value: string;
  allowed: readonly string[] | undefined;
  suggestions: readonly string[];
  loading: boolean;
  disabled: boolean;
  invalid: boolean;
  onChange: (value: string) => void;
}) => {
  const inputId = `${id}-${spec.field}`;
  if (allowed && allowed.length > 0) {
    return (
      <FieldFrame id={inputId} label={spec.label} required={spec.required} description={spec.helperText}>
        <HTMLSelect id={inputId} value={value} disabled={disabled || allowed.length === 1} fill onChange={(event) => onChange(event.target.value)}>
          {allowed.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </HTMLSelect>
      </FieldFrame>
    );
  }
  if (suggestions.length > 0 || loading) {
    const needle = value.toLocaleLowerCase('en-US');
    const options: readonly ComboOption[] = suggestions.filter((name) => name.toLocaleLowerCase('en-US').includes(needle)).map((name) => ({ value: name, label: name }));
    return (
      <FieldFrame id={inputId} label={spec.label} required={spec.required} description={spec.helperText} invalid={invalid && value === ''}>
        <Combobox id={inputId} inputValue={value} onInputChange={onChange} options={options} onSelect={(option) => onChange(option.value)} loading={loading} disabled={disabled} invalid={invalid && value === ''} required={spec.required} />
      </FieldFrame>
    );
  }
  return (
    <FieldFrame id={inputId} label={spec.label} required={spec.required} description={spec.helperText} invalid={invalid && value === '' && spec.required}>
      <InputGroup
        id={inputId}
        value={value}
        disabled={disabled}
        required={spec.required}
        intent={invalid && value === '' && spec.required ? 'danger' : 'none'}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
};

const RepoUrlPicker = ({ id, label, required, description, rawErrors, disabled, value, onChange, uiOptions }: FieldExtensionProps) => {
  const integrations = useScmIntegrations();
  const token = useUserToken(uiOptions);
  const allowedHosts = stringList(uiOptions['allowedHosts']);
  const hosts = useMemo(() => (allowedHosts && allowedHosts.length > 0 ? allowedHosts : integrations.map((integration) => integration.host)), [allowedHosts, integrations]);
  const [parts, setParts] = useState<RepoUrlParts>(() => parseRepoPickerUrl(typeof value === 'string' ? value : undefined));
  const type = providerTypeOf(integrations, parts.host);
  const fields = repoPickerFields(type, parts.host);
  const provider = autocompleteProviderOf(type, parts.host);

  const update = (next: RepoUrlParts) => {
    setParts(next);
    // The value is emitted only when a host is set.
    const serialized = serializeRepoPickerUrl(next);
    if (serialized !== undefined) onChange(serialized);
  };

  // Preselect the first host, and the single allowed choice of each part.
  const preselect = useEffectEvent(() => {
    let next = parts;
    if (!next.host && hosts[0]) next = { ...next, host: hosts[0] };
    for (const spec of repoPickerFields(providerTypeOf(integrations, next.host), next.host)) {
      const allowed = allowedFor(uiOptions, spec.field);
      if (allowed?.[0] && !allowed.includes(next[spec.field])) next = { ...next, [spec.field]: allowed[0] };
    }
    if (next !== parts) update(next);
  });
  // Only when the choices change; later edits go through update().
  useEffect(() => preselect(), [hosts, uiOptions, integrations]);

  const repositories = useAutocomplete(repositorySuggestionRequest(provider, parts), token);
  const ownerField = fields.find((spec) => spec.field !== 'repoName')?.field ?? 'owner';
  const owners = useAutocomplete(ownerSuggestionRequest(provider, parts, ownerField), token);
  const suggestionsFor = (spec: RepoPickerFieldSpec): { names: readonly string[]; loading: boolean } =>
    spec.field === 'repoName'
      ? { names: repositoryNamesOf(repositories.results, parts.owner), loading: repositories.loading }
      : spec.field === ownerField
        ? { names: owners.results.map((result) => result.title ?? result.id ?? '').filter(Boolean), loading: owners.loading }
        : { names: [], loading: false };

  const invalid = rawErrors.length > 0;
  return (
    <fieldset className="portico-repo-picker" aria-describedby={description ? `${id}-description` : undefined}>
      <legend>
        {label}
        {required ? <span className="portico-muted"> (required)</span> : null}
      </legend>
      {description ? (
        <p id={`${id}-description`} className="portico-muted portico-form-description">
          {description}
        </p>
      ) : null}
      <FieldFrame id={`${id}-host`} label="Host" required description="The host where the repository will be created">
        <HTMLSelect id={`${id}-host`} value={parts.host} disabled={disabled || hosts.length === 1} fill onChange={(event) => update({ ...parts, host: event.target.value })}>
          {hosts.map((host) => (
            <option key={host} value={host}>
              {integrations.find((integration) => integration.host === host)?.title ?? host} ({host})
            </option>
          ))}
        </HTMLSelect>
      </FieldFrame>
      {fields.map((spec) => {
        const { names, loading } = suggestionsFor(spec);
        return (
          <PartInput
            key={spec.field}
            id={id}
            spec={spec}
            value={parts[spec.field]}
            allowed={allowedFor(uiOptions, spec.field)}
            suggestions={names}
            loading={loading}
            disabled={disabled}
            invalid={invalid}
            onChange={(next) => update({ ...parts, [spec.field]: next })}
          />
        );
      })}
    </fieldset>
  );
};

const stringOf = (value: JsonValue | undefined): string => (typeof value === 'string' ? value : '');

const RepoBranchPicker = ({ id, label, required, description, rawErrors, disabled, autofocus, value, onChange, uiOptions, formData }: FieldExtensionProps) => {
  const integrations = useScmIntegrations();
  const token = useUserToken(uiOptions);
  const repoUrlField = typeof uiOptions['repoUrlField'] === 'string' ? uiOptions['repoUrlField'] : 'repoUrl';
  const location = parseRepoPickerUrl(stringOf(formData[repoUrlField]) || undefined);
  const state = { host: location.host, workspace: location.workspace, repository: location.repoName, owner: location.owner, branch: stringOf(value) };
  const provider = autocompleteProviderOf(providerTypeOf(integrations, location.host), location.host);
  const branches = useAutocomplete(branchSuggestionRequest(provider, state), token);
  const names = branches.results.map((result) => result.title ?? result.id ?? '').filter(Boolean);
  const needle = state.branch.toLocaleLowerCase('en-US');
  const invalid = rawErrors.length > 0;
  return names.length > 0 || branches.loading ? (
    <FieldFrame id={id} label={label} required={required} description={description} invalid={invalid}>
      <Combobox
        id={id}
        inputValue={state.branch}
        onInputChange={(text) => onChange(text === '' ? undefined : text)}
        options={names.filter((name) => name.toLocaleLowerCase('en-US').includes(needle)).map((name) => ({ value: name, label: name }))}
        onSelect={(option) => onChange(option.value)}
        loading={branches.loading}
        disabled={disabled}
        invalid={invalid}
        autoFocus={autofocus}
        required={required}
      />
    </FieldFrame>
  ) : (
    <FieldFrame id={id} label={label} required={required} description={description} invalid={invalid}>
      <InputGroup
        id={id}
        value={state.branch}
        disabled={disabled}
        autoFocus={autofocus}
        intent={invalid ? 'danger' : 'none'}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      />
    </FieldFrame>
  );
};

/** The repository pickers' components, by the name a template gives in `ui:field` (built-in-fields.ts describes them). */
export const repoPickerComponents: Readonly<Record<string, ComponentType<FieldExtensionProps>>> = { RepoUrlPicker, RepoBranchPicker };
