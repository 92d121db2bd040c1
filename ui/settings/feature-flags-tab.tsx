import { Button, Card, H4, InputGroup, Switch } from '@blueprintjs/core';
import { CrossIcon, FilterIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { filterFlags, type RegisteredFeatureFlag } from '../../domain/settings/feature-flag-list';
import { EmptyState } from '../app/chrome';
import { useFeatureFlags } from './queries';
import { useTexts } from '../app/queries';
import { settingsTexts } from '../../domain/settings/translations';

/** Settings › Feature Flags: the flags plugins registered, switched on or off, with a filter. */
export const FeatureFlagsTab = ({ flags }: { readonly flags: readonly RegisteredFeatureFlag[] }) => {
  const settingsMessages = useTexts(settingsTexts);
  const { active, set } = useFeatureFlags();
  const [filter, setFilter] = useState('');
  if (flags.length === 0) {
    return <EmptyState image="noInformation" title={settingsMessages.noFlags} description={settingsMessages.flagsDescription} />;
  }
  const shown = filterFlags(flags, filter);
  return (
    <Card role="region" className="portico-settings-card" aria-label={settingsMessages.tabs['feature-flags']}>
      <div className="portico-settings-flags__header">
        <H4>{settingsMessages.tabs['feature-flags']}</H4>
        <InputGroup
          leftIcon={<FilterIcon />}
          aria-label={settingsMessages.filterFlags}
          placeholder={settingsMessages.filterFlags}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          rightElement={
            filter ? <Button variant="minimal" icon={<CrossIcon />} aria-label={settingsMessages.clearFilter} onClick={() => setFilter('')} /> : undefined
          }
        />
      </div>
      <p className="bp6-text-muted">{settingsMessages.flagsDescription}</p>
      {shown.length === 0 ? (
        <p role="status">{settingsMessages.noMatchingFlags(filter)}</p>
      ) : (
        <ul className="portico-settings-flags" aria-label={settingsMessages.tabs['feature-flags']}>
          {shown.map((flag) => (
            <li key={flag.name}>
              <Switch
                role="switch"
                checked={active.has(flag.name)}
                onChange={(event) => set(flag.name, event.currentTarget.checked)}
                labelElement={<strong>{flag.name}</strong>}
                aria-describedby={`portico-flag-${flag.name}`}
              />
              <div id={`portico-flag-${flag.name}`} className="portico-settings-flags__description">
                {flag.description} <span className="bp6-text-muted">({settingsMessages.registeredBy(flag.pluginId)})</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
};
