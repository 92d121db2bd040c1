// The settings page's texts as the translation resource 'user-settings': app.translations may give them in other languages.
import { translatableTexts } from '../app/translations';
import { settingsMessages } from './messages';

export const settingsTexts = translatableTexts('user-settings', settingsMessages, { noMatchingFlags: ['filter'], registeredBy: ['pluginId'] });
