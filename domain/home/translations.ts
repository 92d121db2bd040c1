// The home page's texts as the translation resource 'home': app.translations may give them in other languages.
import { translatableTexts } from '../app/translations';
import { homeMessages } from './messages';

export const homeTexts = translatableTexts('home', homeMessages, { unstar: ['title'], invalidTimeZone: ['timeZone'], invalidLink: ['url'] });
