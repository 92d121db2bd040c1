import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { openApiView, type OpenApiView } from '../../../domain/api-docs/openapi';
import { parseDefinitionDocument } from './parse-definition';

/** An OpenAPI definition's text read into what the viewer shows, or why it cannot be shown. */
export type OpenApiReading = E.Either<string, OpenApiView>;

export const readOpenApiView = (definition: string): OpenApiReading => pipe(parseDefinitionDocument(definition), E.chain(openApiView));
