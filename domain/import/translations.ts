// The import page's texts as the translation resource 'catalog-import': app.translations may give them in other languages.
import { translatableTexts } from '../app/translations';
import { importLabels } from './messages';

export const importTexts = translatableTexts('catalog-import', importLabels, { introRepository: ['file'], urlPlaceholder: ['file'] });
