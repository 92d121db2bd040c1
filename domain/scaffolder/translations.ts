// The scaffolder's texts as the translation resource 'scaffolder': app.translations may give them in other languages.
import { translatableTexts } from '../app/translations';
import { scaffolderMessages } from './messages';

export const scaffolderTexts = translatableTexts('scaffolder', scaffolderMessages, { invalidEntityRef: ['ref'], repoPartMissing: ['part'], runOf: ['title'], taskSubtitle: ['taskId'] });
