// The docs' texts as the translation resource 'techdocs': app.translations may give them in other languages.
import { translatableTexts } from '../app/translations';
import { docsMessages } from './messages';

export const docsTexts = translatableTexts('techdocs', docsMessages, { openIssue: ['provider'], imageCount: ['index', 'count'], docsOf: ['title'], searchSite: ['title'] });
