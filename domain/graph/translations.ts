// The catalog graph's texts as the translation resource 'catalog-graph': app.translations may give them in other languages.
import { translatableTexts } from '../app/translations';
import { graphMessages } from './messages';

export const graphTexts = translatableTexts('catalog-graph', graphMessages, { graphOf: ['refs'], ancestryOf: ['ref'], invalidRef: ['ref'], removeRoot: ['ref'] });
