import { Dialog, Spinner } from '@blueprintjs/core';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { PALETTE_DEBOUNCE_MS } from '../../domain/search/constants';
import { paletteMessages } from '../../domain/search/messages';
import { flattenSections, moveActive, paletteSections, type PaletteItem, type PaletteSectionId } from '../../domain/search/palette';
import type { PortalPlugin } from '../app/plugin';
import { useFeatureFlag, useThemeStore } from '../app/queries';
import { useDebouncedValue } from '../app/use-debounced';
import { actionItems, documentItem, entityItem, pageItems, TOGGLE_THEME_ACTION } from './palette-items';
import { SHOW_REFS_FLAG } from './palette-flags';
import { usePaletteMatches, usePaletteRecents } from './queries';
import './palette.css';
import { useTexts } from '../app/queries';
import { paletteTexts } from '../../domain/search/translations';

const SECTION_TITLES: Record<PaletteSectionId, string> = {
  recent: paletteMessages.recent,
  entities: paletteMessages.entities,
  documents: paletteMessages.documents,
  pages: paletteMessages.pages,
  actions: paletteMessages.actions,
};

export interface PaletteDialogProps {
  readonly isOpen: boolean;
  readonly onClose: () => void;
  readonly plugins: () => readonly PortalPlugin[];
}

/**
 * The command palette: a combobox whose listbox offers recent picks, entities (catalog and search backend),
 * pages and actions. Everything works from the keyboard: type, ↑/↓, Enter, Escape.
 */
export const PaletteDialog = ({ isOpen, onClose, plugins }: PaletteDialogProps) => {
  const paletteMessages = useTexts(paletteTexts);
  const id = useId();
  const navigate = useNavigate();
  const themes = useThemeStore();
  const recentsStore = usePaletteRecents();
  const showRefs = useFeatureFlag(SHOW_REFS_FLAG);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [recents, setRecents] = useState(() => recentsStore.list());
  const listbox = useRef<HTMLDivElement>(null);
  const term = useDebouncedValue(query.trim(), PALETTE_DEBOUNCE_MS);

  useEffect(() => {
    if (!isOpen) return;
    setQuery('');
    setRecents(recentsStore.list());
  }, [isOpen, recentsStore]);

  const matches = usePaletteMatches(term, isOpen && term !== '');

  const sections = useMemo(() => {
    const found = term !== '' && matches.data && term === query.trim() ? matches.data : undefined;
    return paletteSections({
      query,
      recents,
      pages: pageItems(plugins()),
      actions: actionItems,
      entities: (found?.entities ?? []).map((entity) => entityItem(entity, showRefs)),
      documents: (found?.documents ?? []).map(documentItem).filter((item): item is PaletteItem => item !== undefined),
    });
  }, [query, term, matches.data, recents, plugins, showRefs]);
  const items = flattenSections(sections);

  useEffect(() => setActive(items.length ? 0 : -1), [query, items.length]);

  useEffect(() => {
    const option = listbox.current?.querySelector(`[data-index="${active}"]`);
    option?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const choose = (item: PaletteItem) => {
    recentsStore.remember(item);
    onClose();
    if (item.target._tag === 'Navigate') {
      navigate(item.target.to);
    } else if (item.target.actionId === TOGGLE_THEME_ACTION) {
      const current = themes.getActive();
      const other = themes.getThemes().find((theme) => theme.variant !== current.variant);
      if (other) themes.choose(other.id);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current) => moveActive(current, event.key === 'ArrowDown' ? 1 : -1, items.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const item = items[active];
      if (item) choose(item);
    }
  };

  const optionId = (index: number) => `${id}-option-${index}`;
  const searching = term !== '' && (matches.isFetching || term !== query.trim());
  let index = -1;
  return (
    <Dialog isOpen={isOpen} onClose={onClose} className="portico-palette" aria-labelledby={`${id}-title`} portalClassName="portico-palette-portal">
      <div className="portico-palette__body">
        {/* Blueprint names its dialog element only by reference; the palette shows no title of its own. */}
        <h2 id={`${id}-title`} className="portico-visually-hidden">
          {paletteMessages.title}
        </h2>
        <input
          className="bp6-input bp6-large bp6-fill portico-palette__input"
          role="combobox"
          aria-label={paletteMessages.title}
          aria-expanded={items.length > 0}
          aria-controls={`${id}-listbox`}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 && items[active] ? optionId(active) : undefined}
          placeholder={paletteMessages.placeholder}
          value={query}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- focus moves into the dialog the user just opened
          autoFocus
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <div id={`${id}-listbox`} role="listbox" aria-label={paletteMessages.title} className="portico-palette__list" ref={listbox}>
          {sections.map((section) => (
            <div key={section.id} role="group" aria-labelledby={`${id}-group-${section.id}`}>
              <div id={`${id}-group-${section.id}`} role="presentation" className="portico-palette__group">
                {SECTION_TITLES[section.id]}
              </div>
              {section.items.map((item) => {
                index += 1;
                const itemIndex = index;
                return (
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus -- keys stay with the combobox input (aria-activedescendant)
                  <div
                    key={item.id}
                    id={optionId(itemIndex)}
                    data-index={itemIndex}
                    role="option"
                    aria-selected={itemIndex === active}
                    className="portico-palette__option"
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => setActive(itemIndex)}
                    onClick={() => choose(item)}
                  >
                    <span className="portico-palette__title">{item.title}</span>
                    {item.subtitle ? <span className="portico-palette__subtitle">{item.subtitle}</span> : null}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
        <div className="portico-palette__status" role="status" aria-live="polite">
          {searching ? (
            <>
              <Spinner size={12} /> {paletteMessages.loading}
            </>
          ) : matches.data?.errors.length && term !== '' ? (
            paletteMessages.failed
          ) : items.length === 0 ? (
            paletteMessages.nothingFound
          ) : (
            paletteMessages.hint
          )}
        </div>
      </div>
    </Dialog>
  );
};

export default PaletteDialog;
