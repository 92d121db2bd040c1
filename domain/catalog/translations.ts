// The catalog's texts as the translation resource 'catalog': app.translations may give them in other languages.
import { translatableTexts } from '../app/translations';
import { catalogMessages } from './messages';

export const catalogTexts = translatableTexts('catalog', catalogMessages, { noEntityOfKind: ['kind'], removedEntity: ['entityName'], locationNotAdded: ['target'] });
