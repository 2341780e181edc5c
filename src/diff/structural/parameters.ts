import type { Operation, Parameter } from '../../ir/types.js';
import type { ChangeDetails } from '../types.js';
import { emitAt, rootPosition, type Position, type Scope } from './context.js';
import { compareSchemas } from './schema.js';
import { parameterCount } from './match.js';

/**
 * Parameters are matched by location and name, except path parameters, which are matched
 * by their position in the path template: `/job/{id}` and `/job/{jobid}` take the same value.
 * A parameter that left one location for another under the same name is one change, not two.
 */
export function compareParameters(
  oldOperation: Operation,
  newOperation: Operation,
  scope: Scope,
): void {
  // Path parameters pair by position, unless the path gained some (see match.ts): by name then.
  const byName = parameterCount(oldOperation.path) !== parameterCount(newOperation.path);
  const before = keyed(oldOperation, byName);
  const after = keyed(newOperation, byName);
  const removed: Parameter[] = [];
  for (const [key, oldParameter] of before) {
    const newParameter = after.get(key);
    if (newParameter) compareParameter(oldParameter, newParameter, scope);
    else removed.push(oldParameter);
  }
  const added = [...after].filter(([key]) => !before.has(key)).map(([, parameter]) => parameter);
  for (const oldParameter of removed) {
    const moved = added.find(
      (candidate) => sameName(candidate, oldParameter) && candidate.location !== 'path',
    );
    if (moved && oldParameter.location !== 'path') {
      added.splice(added.indexOf(moved), 1);
      emitAt(scope, positionOf(moved), 'parameter-location-changed', moved.pointer, {
        old: oldParameter.location,
        new: moved.location,
      });
      continue;
    }
    emitAt(scope, positionOf(oldParameter), 'parameter-removed', oldParameter.pointer, {
      facts: factsOf(oldParameter),
    });
  }
  compareFieldMask(oldOperation, newOperation, scope);
  for (const newParameter of added) {
    const gained = byName && newParameter.location === 'path';
    emitAt(scope, positionOf(newParameter), 'parameter-added', newParameter.pointer, {
      facts: gained ? { ...factsOf(newParameter), pathGained: true } : factsOf(newParameter),
      ...(gained ? { old: oldOperation.path, new: newOperation.path } : {}),
    });
  }
}

/**
 * The Flask-RESTX `X-Fields` mask is kept apart from the parameters (the client sends it
 * from the `fields` call option), so it is compared here: dropping it silently turns the
 * option off.
 */
function compareFieldMask(oldOperation: Operation, newOperation: Operation, scope: Scope): void {
  const before = oldOperation.fieldMask;
  const after = newOperation.fieldMask;
  if (Boolean(before) === Boolean(after)) return;
  const mask = (after ?? before)!;
  const at = rootPosition(`header.${mask.header}`, 'options.fields');
  const facts = { required: false, location: 'header', fieldMask: true } as const;
  emitAt(scope, at, after ? 'parameter-added' : 'parameter-removed', mask.pointer, { facts });
}

function compareParameter(oldParameter: Parameter, newParameter: Parameter, scope: Scope): void {
  const at = positionOf(newParameter);
  if (oldParameter.name !== newParameter.name) {
    emitAt(scope, at, 'path-parameter-renamed', newParameter.pointer, {
      old: oldParameter.name,
      new: newParameter.name,
    });
  }
  if (oldParameter.required !== newParameter.required) {
    emitAt(scope, at, 'required-changed', newParameter.pointer, {
      old: oldParameter.required,
      new: newParameter.required,
    });
  }
  // Only between two lists: a value that becomes a list is the type change, reported once.
  const bothLists = oldParameter.schema.kind === 'array' && newParameter.schema.kind === 'array';
  if (bothLists && oldParameter.arrayFormat !== newParameter.arrayFormat) {
    emitAt(scope, at, 'array-format-changed', newParameter.pointer, {
      old: oldParameter.arrayFormat,
      new: newParameter.arrayFormat,
    });
  }
  compareSchemas(oldParameter.schema, newParameter.schema, scope, at);
}

function keyed(operation: Operation, pathByName: boolean): Map<string, Parameter> {
  const pathNames = [...operation.path.matchAll(/\{([^}]*)\}/g)].map((match) => match[1]);
  const map = new Map<string, Parameter>();
  for (const parameter of operation.parameters) {
    const index = pathNames.indexOf(parameter.name);
    if (parameter.location === 'path' && index >= 0 && !pathByName)
      map.set(`path #${index}`, parameter);
    else if (parameter.location === 'header')
      map.set(`header ${parameter.name.toLowerCase()}`, parameter);
    else map.set(`${parameter.location} ${parameter.name}`, parameter);
  }
  return map;
}

function sameName(a: Parameter, b: Parameter): boolean {
  return a.name.toLowerCase() === b.name.toLowerCase();
}

function positionOf(parameter: Parameter): Position {
  return rootPosition(`${parameter.location}.${parameter.name}`, `params.${parameter.name}`);
}

function factsOf(parameter: Parameter): ChangeDetails['parameter-removed']['facts'] {
  return {
    required: parameter.required,
    location: parameter.location,
    deprecated: Boolean(parameter.deprecated),
    // Declared on the path item, so it applies to every operation of the path.
    pathLevel: /^#\/paths\/[^/]+\/parameters\//.test(parameter.pointer),
  };
}
