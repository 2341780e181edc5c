import type { ApiModel, Operation } from '../../ir/types.js';
import type { ChangePlace, ChangeRecord, ChangeSink } from '../types.js';
import { schemaMap } from './context.js';
import { createCleanCache } from './clean.js';
import { compareOperation, type ModelPair } from './operation.js';
import { matchOperations, operationRef, pathKey } from './match.js';
import { compareGeneratedNames } from './names.js';
import { compareDocument } from './document.js';

/**
 * The neutral layer: every structural difference between two models, as change records.
 * It says nothing about severity; the rules decide that.
 */
export function diffStructure(oldModel: ApiModel, newModel: ApiModel): ChangeRecord[] {
  const out: ChangeRecord[] = [];
  diffStructureInto(oldModel, newModel, out);
  return out;
}

/** `diffStructure`, each change handed to `out` as it is found, in the same order. */
export function diffStructureInto(oldModel: ApiModel, newModel: ApiModel, out: ChangeSink): void {
  const models: ModelPair = {
    auth: newModel.auth,
    clean: createCleanCache(),
    templates: new Map(),
    oldSchemas: schemaMap(oldModel.schemas),
    newSchemas: schemaMap(newModel.schemas),
  };
  const { pairs, removed, added } = matchOperations(oldModel.operations, newModel.operations);
  const newPaths = new Set(newModel.operations.map((operation) => pathKey(operation.path)));
  const oldPaths = new Set(oldModel.operations.map((operation) => pathKey(operation.path)));
  for (const operation of removed) {
    const pathRemoved = !newPaths.has(pathKey(operation.path));
    out.push({
      kind: 'operation-removed',
      ...operationPlace(operation, oldModel.auth),
      facts: {
        deprecated: operation.deprecated,
        pathRemoved,
        ...(operation.sunset === undefined ? {} : { sunset: operation.sunset }),
      },
    });
  }
  for (const operation of added) {
    out.push({
      kind: 'operation-added',
      ...operationPlace(operation, newModel.auth),
      facts: { pathAdded: !oldPaths.has(pathKey(operation.path)) },
    });
  }
  for (const [oldOperation, newOperation] of pairs)
    compareOperation(oldOperation, newOperation, models, out);
  compareDocument(oldModel, newModel, out);
  compareGeneratedNames(oldModel, newModel, pairs, out);
}

function operationPlace(operation: Operation, auth: ApiModel['auth']): ChangePlace {
  return {
    site: 'operation',
    direction: 'none',
    operation: operationRef(operation, auth),
    location: 'operation',
    pointer: operation.pointer,
  };
}
