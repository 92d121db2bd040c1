// Search's texts as the translation resource 'search': app.translations may give them in other languages.
import { translatableTexts } from '../app/translations';
import { paletteMessages, searchMessages } from './messages';

export const searchTexts = translatableTexts('search', searchMessages, { resultCount: ['count'], page: ['page'], suggestions: ['label'], removeValue: ['value'] });

export const paletteTexts = translatableTexts('search-palette', paletteMessages);
