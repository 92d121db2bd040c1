// Teaches the catalog the scaffolder's Template kind. Backstage ships this as
// @backstage/plugin-catalog-backend-module-scaffolder-entity-model, which is not among the
// installed packages; this is the same processor built from the installed scaffolder-common
// validator. Replace it with that package's default export once it is a dependency.
import { createBackendModule } from '@backstage/backend-plugin-api';
import {
  type Entity,
  getCompoundEntityRef,
  parseEntityRef,
  RELATION_OWNED_BY,
  RELATION_OWNER_OF,
} from '@backstage/catalog-model';
import {
  type CatalogProcessor,
  type CatalogProcessorEmit,
  catalogProcessingExtensionPoint,
  processingResult,
} from '@backstage/plugin-catalog-node';
import { isTemplateEntityV1beta3, templateEntityV1beta3Validator } from '@backstage/plugin-scaffolder-common';

export class TemplateEntityProcessor implements CatalogProcessor {
  getProcessorName(): string {
    return 'PorticoTemplateEntityProcessor';
  }

  async validateEntityKind(entity: Entity): Promise<boolean> {
    return templateEntityV1beta3Validator.check(entity);
  }

  async postProcessEntity(entity: Entity, _location: unknown, emit: CatalogProcessorEmit): Promise<Entity> {
    if (!isTemplateEntityV1beta3(entity) || !entity.spec.owner) {
      return entity;
    }
    const self = getCompoundEntityRef(entity);
    const owner = parseEntityRef(entity.spec.owner, { defaultKind: 'Group', defaultNamespace: self.namespace });
    emit(processingResult.relation({ source: self, type: RELATION_OWNED_BY, target: owner }));
    emit(processingResult.relation({ source: owner, type: RELATION_OWNER_OF, target: self }));
    return entity;
  }
}

export const catalogModuleTemplateEntityKind = createBackendModule({
  pluginId: 'catalog',
  moduleId: 'portico-template-entity-kind',
  register(registration) {
    registration.registerInit({
      deps: { catalog: catalogProcessingExtensionPoint },
      async init({ catalog }) {
        catalog.addProcessor(new TemplateEntityProcessor());
      },
    });
  },
});
