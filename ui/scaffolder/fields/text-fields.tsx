// EntityNamePicker (the object-name rule's message), EntityTagsPicker (lowercase and trim, rules, facet suggestions) and
// the Secret field, whose value goes to the secrets context instead of the form values.
import { InputGroup, Tag } from '@blueprintjs/core';
import { useState, type ComponentType } from 'react';
import type { JsonValue } from '../../../domain/app/config-values';
import { addTag } from '../../../domain/scaffolder';
import { useSecrets } from '../form/secrets-context';
import type { FieldExtensionProps } from '../../app/form-field-extension';
import { useTagSuggestions } from '../hooks/queries';
import { Combobox, type ComboOption } from './combobox';
import { FieldFrame } from './field-frame';
import { useTexts } from '../../app/queries';
import { scaffolderTexts } from '../../../domain/scaffolder/translations';

const EntityNamePicker = ({ id, label, required, description, rawErrors, disabled, autofocus, value, onChange, uiOptions }: FieldExtensionProps) => (
  <FieldFrame id={id} label={label} required={required} description={description} invalid={rawErrors.length > 0}>
    <InputGroup
      id={id}
      value={typeof value === 'string' ? value : ''}
      disabled={disabled}
      autoFocus={autofocus}
      placeholder={typeof uiOptions['placeholder'] === 'string' ? uiOptions['placeholder'] : undefined}
      intent={rawErrors.length > 0 ? 'danger' : 'none'}
      aria-invalid={rawErrors.length > 0 || undefined}
      {...(description ? { 'aria-describedby': `${id}-description` } : {})}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
    />
  </FieldFrame>
);

const stringsOf = (value: JsonValue | undefined): readonly string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

const EntityTagsPicker = ({ id, label, required, description, rawErrors, disabled, autofocus, value, onChange, uiOptions }: FieldExtensionProps) => {
  const scaffolderMessages = useTexts(scaffolderTexts);
  const kinds = Array.isArray(uiOptions['kinds']) ? uiOptions['kinds'].map(String) : undefined;
  const showCounts = uiOptions['showCounts'] === true;
  const suggestions = useTagSuggestions(kinds);
  const tags = stringsOf(value);
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const needle = text.trim().toLocaleLowerCase('en-US');
  const options: readonly ComboOption[] = (suggestions.data ?? [])
    .filter((facet) => !tags.includes(facet.value) && facet.value.includes(needle))
    .map((facet) => ({ value: facet.value, label: showCounts ? `${facet.value} (${facet.count})` : facet.value }));

  const add = (input: string) => {
    const result = addTag(tags, input);
    // An invalid tag shows an error state and stays in the input; a duplicate is not added.
    setInvalid(result._tag === 'Invalid');
    if (result._tag === 'Invalid') return;
    setText('');
    if (result._tag === 'Added') onChange([...result.tags]);
  };
  const remove = (index: number) => {
    setInvalid(false);
    onChange(tags.filter((_, at) => at !== index));
  };
  return (
    <FieldFrame
      id={id}
      label={label}
      required={required}
      description={description}
      invalid={invalid || rawErrors.length > 0}
      helper={typeof uiOptions['helperText'] === 'string' ? uiOptions['helperText'] : scaffolderMessages.tagsHelp}
    >
      <Combobox
        id={id}
        inputValue={text}
        onInputChange={(next) => {
          setText(next);
          setInvalid(false);
        }}
        options={options}
        onSelect={(option) => add(option.value)}
        onEnterText={add}
        onBackspaceEmpty={() => tags.length && remove(tags.length - 1)}
        loading={suggestions.isLoading}
        disabled={disabled}
        invalid={invalid || rawErrors.length > 0}
        autoFocus={autofocus}
        placeholder="Add a tag"
        chips={tags.map((tag, index) => (
          <Tag key={tag} minimal onRemove={disabled ? undefined : () => remove(index)} className="portico-combobox__chip">
            {tag}
          </Tag>
        ))}
      />
    </FieldFrame>
  );
};

/** Stores the typed secret under the field's name in the secrets context; the form value is only a mask. */
const SecretField = ({ id, name, label, required, description, rawErrors, disabled, autofocus, onChange }: FieldExtensionProps) => {
  const { secrets, setSecret } = useSecrets();
  const secret = secrets[name] ?? '';
  return (
    <FieldFrame id={id} label={label} required={required} description={description} invalid={rawErrors.length > 0}>
      <InputGroup
        id={id}
        type="password"
        autoComplete="off"
        value={secret}
        disabled={disabled}
        autoFocus={autofocus}
        intent={rawErrors.length > 0 ? 'danger' : 'none'}
        onChange={(event) => {
          setSecret(name, event.target.value);
          onChange(event.target.value === '' ? undefined : '*'.repeat(event.target.value.length));
        }}
      />
    </FieldFrame>
  );
};

/** The text fields' components, by the name a template gives in `ui:field` (built-in-fields.ts describes them). */
export const textFieldComponents: Readonly<Record<string, ComponentType<FieldExtensionProps>>> = { EntityNamePicker, EntityTagsPicker, Secret: SecretField };
