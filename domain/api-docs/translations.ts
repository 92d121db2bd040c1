// The API docs' texts as the translation resource 'api-docs': app.translations may give them in other languages.
import { translatableTexts } from '../app/translations';
import { apiDocsMessages } from './messages';

export const apiDocsTexts = translatableTexts('api-docs', apiDocsMessages, { unknownType: ['type'], unreadableDefinition: ['reason'], cannotShow: ['kind'], missingApis: ['refs'] });
