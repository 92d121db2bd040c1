import { createTranslationResource } from 'portico-app/plugin-api';

/** The plugin's texts in English; app.translations.<language>.on-call.<key> overrides them. */
export const onCallTexts = createTranslationResource('on-call', {
  title: 'On call',
  loading: 'Loading the rota',
  onCallUntil: '{{name}} is on call for {{rota}} until {{until}}',
  loadFailed: 'Could not load the on-call rota: {{message}}',
  listFailed: 'Could not load the on-call rotas: {{message}}',
  noRotas: 'No rotas yet',
  escalations: 'Escalation policy',
  level: 'Level {{level}}',
  columnRota: 'Rota',
  columnOnCall: 'On call',
  columnUntil: 'Until',
});
