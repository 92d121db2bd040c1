// The entity pickers: EntityPicker, OwnerPicker (Group and User, default kind Group),
// OwnedEntityPicker (the user's ownership refs), MyGroupsPicker and MultiEntityPicker ('{ref} is not a valid entity
// ref', maxItems). Options come from the catalog; their labels leave out the default kind and namespace.
import { Tag } from '@blueprintjs/core';
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import type { Entity } from '../../../domain/catalog/entity';
import { entityRefOf, stringifyEntityRef } from '../../../domain/catalog/entity-ref';
import {
  allowsArbitraryValues,
  freeTextValue,
  humanizeEntityRef,
  isMaxItemsReached,
  ownerPickerSettings,
  pickerCatalogFilters,
  pickerValueLabel,
  shouldAutoSelect,
  type PickerRefDefaults,
} from '../../../domain/scaffolder';
import { usePickerEntities, type PickerSource } from '../hooks/queries';
import { useIdentity } from '../use-identity';
import type { FieldExtensionProps } from '../../app/form-field-extension';
import { Combobox, type ComboOption } from './combobox';
import { FieldFrame } from './field-frame';
import { stringsOf } from './built-in-fields';

type Source = PickerSource;

const entityDetail = (entity: Entity): string | undefined => {
  const displayName = entity.spec?.profile?.displayName;
  return typeof displayName === 'string' ? displayName : entity.metadata.title;
};

/** The catalog entities a picker offers. */
const usePickerOptions = (source: Source, defaults: PickerRefDefaults) => {
  const identity = useIdentity();
  const query = usePickerEntities(source, identity);
  const options = useMemo<readonly ComboOption[]>(
    () =>
      (query.data ?? []).map((entity) => {
        const detail = entityDetail(entity);
        return { value: stringifyEntityRef(entity), label: humanizeEntityRef(entityRefOf(entity), defaults), ...(detail ? { detail } : {}) };
      }),
    [query.data, defaults],
  );
  return { options, loading: query.isLoading, error: query.error };
};

const matchesText = (option: ComboOption, text: string): boolean => {
  const needle = text.trim().toLocaleLowerCase('en-US');
  return needle === '' || option.label.toLocaleLowerCase('en-US').includes(needle) || (option.detail ?? '').toLocaleLowerCase('en-US').includes(needle);
};

const defaultsOf = (uiOptions: Readonly<Record<string, unknown>>, defaultKind?: string): PickerRefDefaults => {
  const kind = typeof uiOptions['defaultKind'] === 'string' ? uiOptions['defaultKind'] : defaultKind;
  const namespace = uiOptions['defaultNamespace'];
  return {
    ...(kind ? { defaultKind: kind } : {}),
    ...(typeof namespace === 'string' || namespace === false ? { defaultNamespace: namespace } : {}),
  };
};

const useStableDefaults = (uiOptions: Readonly<Record<string, unknown>>, defaultKind?: string): PickerRefDefaults => {
  const { defaultKind: kind, defaultNamespace: namespace } = defaultsOf(uiOptions, defaultKind);
  return useMemo(
    () => ({ ...(kind ? { defaultKind: kind } : {}), ...(namespace !== undefined ? { defaultNamespace: namespace } : {}) }),
    [kind, namespace],
  );
};

const SingleEntityPicker = ({ props, source, defaults }: { props: FieldExtensionProps; source: Source; defaults: PickerRefDefaults }) => {
  const { id, label, required, description, rawErrors, uiOptions, disabled, autofocus, onChange } = props;
  const value = typeof props.value === 'string' ? props.value : undefined;
  const allowArbitrary = allowsArbitraryValues(uiOptions);
  const { options, loading, error } = usePickerOptions(source, defaults);
  const selectedLabel = value === undefined ? '' : (options.find((option) => option.value === value.toLocaleLowerCase('en-US'))?.label ?? pickerValueLabel(value, defaults));
  const [text, setText] = useState(selectedLabel);
  useEffect(() => setText(selectedLabel), [selectedLabel]);

  // The only option is chosen when the field is required and arbitrary values are disallowed.
  const only = options.length === 1 ? options[0] : undefined;
  useEffect(() => {
    if (only && shouldAutoSelect(options.length, required, allowArbitrary) && value !== only.value) onChange(only.value);
  }, [only, options.length, required, allowArbitrary, value, onChange]);

  const shown = text === selectedLabel ? options : options.filter((option) => matchesText(option, text));
  const commitText = () => {
    if (text.trim() === '') {
      if (value !== undefined) onChange(undefined);
      return;
    }
    if (text === selectedLabel) return;
    const match = options.find((option) => option.label === text.trim());
    if (match) onChange(match.value);
    else if (allowArbitrary) onChange(freeTextValue(text, defaults));
    else setText(selectedLabel);
  };

  return (
    <FieldFrame id={id} label={label} required={required} description={description} invalid={rawErrors.length > 0} helper={error ? `Could not load the options: ${error.message}` : undefined}>
      <Combobox
        id={id}
        inputValue={text}
        onInputChange={setText}
        options={shown}
        onSelect={(option) => {
          setText(option.label);
          onChange(option.value);
        }}
        onBlur={commitText}
        loading={loading}
        disabled={disabled}
        invalid={rawErrors.length > 0}
        autoFocus={autofocus}
        required={required}
        emptyText={allowArbitrary ? undefined : 'No options'}
        {...(description ? { describedBy: `${id}-description` } : {})}
      />
    </FieldFrame>
  );
};

const EntityPicker = (props: FieldExtensionProps) => {
  const defaults = useStableDefaults(props.uiOptions);
  const filters = useMemo(() => pickerCatalogFilters(props.uiOptions), [props.uiOptions]);
  return <SingleEntityPicker props={props} source={{ kind: 'filters', filters }} defaults={defaults} />;
};

const OwnerPicker = (props: FieldExtensionProps) => {
  const settings = useMemo(() => ownerPickerSettings(props.uiOptions), [props.uiOptions]);
  const defaults = useStableDefaults(props.uiOptions, settings.defaultKind);
  return <SingleEntityPicker props={props} source={{ kind: 'filters', filters: settings.filters }} defaults={defaults} />;
};

const OwnedEntityPicker = (props: FieldExtensionProps) => {
  const defaults = useStableDefaults(props.uiOptions);
  const filters = useMemo(() => pickerCatalogFilters(props.uiOptions), [props.uiOptions]);
  return <SingleEntityPicker props={props} source={{ kind: 'owned', filters }} defaults={defaults} />;
};

const MyGroupsPicker = (props: FieldExtensionProps) => {
  const defaults = useStableDefaults(props.uiOptions, 'Group');
  return <SingleEntityPicker props={props} source={{ kind: 'my-groups' }} defaults={defaults} />;
};


const maxItemsOf = (props: FieldExtensionProps): number | undefined => {
  const fromSchema = props.schema['maxItems'];
  if (typeof fromSchema === 'number') return fromSchema;
  const fromOptions = props.uiOptions['maxItems'];
  return typeof fromOptions === 'number' ? fromOptions : undefined;
};

const MultiEntityPicker = (props: FieldExtensionProps) => {
  const { id, label, required, description, rawErrors, uiOptions, disabled, autofocus, onChange } = props;
  const defaults = useStableDefaults(uiOptions);
  const filters = useMemo(() => pickerCatalogFilters(uiOptions), [uiOptions]);
  const { options, loading } = usePickerOptions({ kind: 'filters', filters }, defaults);
  const values = stringsOf(props.value);
  const allowArbitrary = allowsArbitraryValues(uiOptions);
  const full = isMaxItemsReached(values.length, maxItemsOf(props));
  const [text, setText] = useState('');
  const shown = options
    .filter((option) => !values.includes(option.value) && matchesText(option, text))
    .map((option) => (full ? { ...option, disabled: true } : option));
  const add = (ref: string) => {
    if (full || values.includes(ref)) return;
    onChange([...values, ref]);
    setText('');
  };
  const remove = (index: number) => {
    const next = values.filter((_, at) => at !== index);
    onChange(next.length ? next : undefined);
  };
  const labelOf = (ref: string) => options.find((option) => option.value === ref)?.label ?? pickerValueLabel(ref, defaults);
  return (
    <FieldFrame id={id} label={label} required={required} description={description} invalid={rawErrors.length > 0}>
      <Combobox
        id={id}
        inputValue={text}
        onInputChange={setText}
        options={shown}
        onSelect={(option) => add(option.value)}
        {...(allowArbitrary ? { onEnterText: (typed: string) => add(freeTextValue(typed, defaults)) } : {})}
        onBackspaceEmpty={() => values.length && remove(values.length - 1)}
        loading={loading}
        disabled={disabled}
        invalid={rawErrors.length > 0}
        autoFocus={autofocus}
        required={required}
        placeholder={full ? undefined : 'Type to search'}
        chips={values.map((ref, index) => (
          <Tag key={ref} minimal onRemove={disabled ? undefined : () => remove(index)} className="portico-combobox__chip">
            {labelOf(ref)}
          </Tag>
        ))}
      />
    </FieldFrame>
  );
};

/** The entity pickers' components, by the name a template gives in `ui:field` (built-in-fields.ts describes them). */
export const entityPickerComponents: Readonly<Record<string, ComponentType<FieldExtensionProps>>> = {
  EntityPicker,
  OwnerPicker,
  OwnedEntityPicker,
  MyGroupsPicker,
  MultiEntityPicker,
};
