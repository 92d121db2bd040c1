// Which viewer shows an API definition: one widget per definition type, each with an id that follows the API
// id rule; any other type falls back to plain text.
import * as E from 'fp-ts/Either';
import { validateApiId } from './api-id';
import { API_DEFINITION_TYPES, type ApiDefinitionType } from './constants';
import { apiDocsMessages } from './messages';

export type ViewerKind = ApiDefinitionType | 'plain';

export interface DefinitionWidget {
  /** e.g. 'api-docs.definition.openapi'. */
  readonly id: string;
  readonly type: ViewerKind;
  readonly title: string;
  /** Language of the raw text, for the Raw tab's label. */
  readonly rawLanguage: 'yaml' | 'json' | 'graphql' | 'protobuf' | 'typescript' | 'text';
}

export const DEFAULT_DEFINITION_WIDGETS: readonly DefinitionWidget[] = [
  { id: 'api-docs.definition.openapi', type: 'openapi', title: 'OpenAPI', rawLanguage: 'yaml' },
  { id: 'api-docs.definition.asyncapi', type: 'asyncapi', title: 'AsyncAPI', rawLanguage: 'yaml' },
  { id: 'api-docs.definition.graphql', type: 'graphql', title: 'GraphQL', rawLanguage: 'graphql' },
  { id: 'api-docs.definition.grpc', type: 'grpc', title: 'gRPC', rawLanguage: 'protobuf' },
  { id: 'api-docs.definition.trpc', type: 'trpc', title: 'tRPC', rawLanguage: 'typescript' },
];

export const PLAIN_TEXT_WIDGET: DefinitionWidget = { id: 'api-docs.definition.plain', type: 'plain', title: 'Definition', rawLanguage: 'text' };

/** Checks the widgets' ids (API id rule, no duplicates); the first problem is the Left. */
export const validateDefinitionWidgets = (
  widgets: readonly DefinitionWidget[],
): E.Either<{ readonly message: string }, readonly DefinitionWidget[]> => {
  const seen = new Set<string>();
  for (const widget of widgets) {
    const valid = validateApiId(widget.id);
    if (E.isLeft(valid)) return E.left({ message: valid.left.message });
    if (seen.has(widget.id)) return E.left({ message: apiDocsMessages.duplicateWidget(widget.id) });
    seen.add(widget.id);
  }
  return E.right(widgets);
};

const isDefinitionType = (type: string): type is ApiDefinitionType => (API_DEFINITION_TYPES as readonly string[]).includes(type);

/** The widget for an API's spec.type (case and surrounding space ignored); plain text when none fits. */
export const widgetForType = (type: unknown, widgets: readonly DefinitionWidget[] = DEFAULT_DEFINITION_WIDGETS): DefinitionWidget => {
  const normalised = typeof type === 'string' ? type.trim().toLowerCase() : '';
  if (!isDefinitionType(normalised)) return PLAIN_TEXT_WIDGET;
  return widgets.find((widget) => widget.type === normalised) ?? PLAIN_TEXT_WIDGET;
};

/** The definition text of an API entity, when spec.definition is a non-empty string. */
export const definitionOf = (spec: { readonly [key: string]: unknown } | undefined): string | undefined => {
  const definition = spec?.['definition'];
  return typeof definition === 'string' && definition.trim().length > 0 ? definition : undefined;
};
