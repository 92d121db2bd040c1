// The Kubernetes area's texts as the translation resource 'kubernetes': app.translations may give them in other languages.
import { translatableTexts } from '../app/translations';
import { k8sMessages } from './messages';

export const k8sTexts = translatableTexts('kubernetes', k8sMessages, {
  noResourcesOnClusters: ['entityName'],
  requestFailed: ['status', 'statusText', 'body'],
  proxyRequestFailed: ['status', 'statusText', 'body'],
  clusterNotFound: ['name'],
  noOidcProvider: ['provider'],
  noAuthProvider: ['authProvider'],
  retrievingObjectsProblemText: ['entityName'],
  clusterLabel: ['cluster'],
  fetchError: ['errorType', 'message'],
  resourceError: ['resourcePath', 'errorType', 'statusCode'],
});
