import { act, screen } from '@testing-library/react';
import * as E from 'fp-ts/Either';
import { MemoryStore } from '../../../adapters/app/local-storage.store';
import { AlertStore } from '../../../application/app/alert-store';
import { Translations, TranslationsToken } from '../../../application/app/translations';
import { LanguageStore, LanguageStoreToken } from '../../../application/settings/language.store';
import type { TranslationOverrides } from '../../../domain/app/translations';
import { EmptyTableMessage } from '../../../ui/app/empty-table-message';
import { PluginErrorBoundary } from '../../../ui/app/chrome';
import { SearchResults } from '../../../ui/search/search-results';
import { SearchEngineToken } from '../../../application/search/search-engine.port';
import * as TE from 'fp-ts/TaskEither';
import { provide, renderView } from '../../support/render';
import { AlertHost } from './alert-host';

const setup = (overrides: E.Either<string, TranslationOverrides>) => {
  const alerts = new AlertStore();
  const translations = new Translations({ source: { load: () => overrides }, alerts, defaultLanguage: 'en' });
  const languages = new LanguageStore(new MemoryStore(), { availableLanguages: ['en', 'fr', 'de'], defaultLanguage: 'en' });
  renderView(
    <>
      <AlertHost alerts={alerts} />
      <EmptyTableMessage />
      <EmptyTableMessage />
    </>,
    { services: [provide(TranslationsToken, translations), provide(LanguageStoreToken, languages)] },
  );
  return { alerts, languages };
};

const FR = { fr: { 'core-components': { 'table.body.emptyDataSourceMessage': 'Aucun enregistrement' } } };

describe('translated texts', () => {
  it('shows English without any translations service', () => {
    renderView(<EmptyTableMessage />);
    expect(screen.getByRole('heading', { name: 'No records to display' })).toBeInTheDocument();
  });

  it("follows the user's language", () => {
    const { languages } = setup(E.right(FR));
    expect(screen.getAllByRole('heading', { name: 'No records to display' })).toHaveLength(2);
    act(() => void languages.choose('fr'));
    expect(screen.getAllByRole('heading', { name: 'Aucun enregistrement' })).toHaveLength(2);
  });

  it('falls back to English and posts the failure once for a language without a translation', async () => {
    const { languages, alerts } = setup(E.right(FR));
    act(() => void languages.choose('de'));
    expect(screen.getAllByRole('heading', { name: 'No records to display' })).toHaveLength(2);
    expect(
      await screen.findByText("Failed to load translation resource 'core-components' for language 'de'; caused by no translation is configured"),
    ).toBeInTheDocument();
    expect(alerts.getQueue().items).toHaveLength(1);
  });

  it('shows a broken resource in English as a whole, and posts it once', async () => {
    const broken = { fr: { 'core-components': { 'table.body.emptyDataSourceMessage': 'Aucun enregistrement', 'table.body.nope': 'x' } } };
    const { languages, alerts } = setup(E.right(broken));
    act(() => void languages.choose('fr'));
    expect(screen.getAllByRole('heading', { name: 'No records to display' })).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'Aucun enregistrement' })).not.toBeInTheDocument();
    expect(
      await screen.findByText("Failed to load translation resource 'core-components' for language 'fr'; caused by unknown keys table.body.nope"),
    ).toBeInTheDocument();
    expect(alerts.getQueue().items).toHaveLength(1);
  });

  it('falls back to English and says why when the translations cannot be read', async () => {
    const { languages } = setup(E.left('app.translations is not readable: fr.core-components.title: expected string'));
    act(() => void languages.choose('fr'));
    expect(screen.getAllByRole('heading', { name: 'No records to display' })).toHaveLength(2);
    expect(await screen.findByText(/caused by app\.translations is not readable/)).toBeInTheDocument();
  });

  it("translates the areas' texts too, functions with their values, through the same resources and fallbacks", async () => {
    const alerts = new AlertStore();
    const overrides = {
      fr: {
        app: { pluginError: 'Erreur dans {{pluginId}}', retry: 'Réessayer' },
        search: { noResults: "Désolé, aucun résultat n'a été trouvé." },
      },
    };
    const translations = new Translations({ source: { load: () => E.right(overrides) }, alerts, defaultLanguage: 'en' });
    const languages = new LanguageStore(new MemoryStore(), { availableLanguages: ['en', 'fr'], defaultLanguage: 'en' });
    const Broken = () => {
      throw new Error('boom');
    };
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderView(
      <>
        <AlertHost alerts={alerts} />
        <PluginErrorBoundary pluginId="catalog">
          <Broken />
        </PluginErrorBoundary>
        <SearchResults query={{ term: 'nothing', types: [], filters: {}, pageLimit: 25 }} />
      </>,
      {
        services: [
          provide(TranslationsToken, translations),
          provide(LanguageStoreToken, languages),
          provide(SearchEngineToken, { query: () => TE.right({ results: [] }) }),
        ],
      },
    );
    expect(await screen.findByText('Error in catalog')).toBeInTheDocument();
    expect(await screen.findByText('Sorry, no results were found.')).toBeInTheDocument();
    act(() => void languages.choose('fr'));
    expect(await screen.findByText('Erreur dans catalog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(screen.getByText("Désolé, aucun résultat n'a été trouvé.")).toBeInTheDocument();
    // French translates other resources, not this one: no alert for it.
    expect(alerts.getQueue().items).toEqual([]);
  });
});
