import { exec, type JsonValue, type Path } from 'jsonpath-rfc9535';
import { SpecforgeError } from '../errors.js';
import type { LoadedOverlay, OverlayAction } from './overlay-read.js';
import { isRecord } from '../json/value.js';
import { checkTargetRegexes } from './overlay-regex.js';

/**
 * Applies overlays to a parsed document, in order, each action to the result of the one
 * before (Overlay 1.0). Targets are RFC 9535 JSONPath (jsonpath-rfc9535). `update` merges
 * recursively into each selected object (objects merge, arrays concatenate, the rest
 * replaces) or appends to each selected array; `remove` deletes each selected node from
 * its parent. The document is copied first: the caller's stays as it was. Returns the
 * actions that selected nothing, which usually means the document moved on.
 */
export function applyOverlays(
  document: Record<string, unknown>,
  overlays: readonly LoadedOverlay[],
): { document: Record<string, unknown>; unmatched: string[] } {
  const result = structuredClone(document);
  const unmatched: string[] = [];
  for (const { file, overlay } of overlays) {
    overlay.actions.forEach((action, i) => {
      const where = `overlay ${file} action ${i + 1} (${action.target})`;
      const count = applyAction(result, action, where);
      if (count === 0) unmatched.push(`${where} selects nothing`);
    });
  }
  return { document: result, unmatched };
}

function applyAction(document: Record<string, unknown>, action: OverlayAction, where: string): number {
  const selected: { value: JsonValue; path: Path }[] = [];
  checkTargetRegexes(action.target, where);
  try {
    exec(document as JsonValue, action.target, (value, path) => selected.push({ value, path: [...path] }));
  } catch (error) {
    throw new SpecforgeError('overlay', `${where}: not a valid JSONPath: ${(error as Error).message.split('\n')[0]}`);
  }
  if (action.remove === true) {
    // Last first, so removing an array item does not shift the indices still to remove.
    for (const { path } of [...selected].reverse()) removeAt(document, path);
  } else if (action.update !== undefined) {
    for (const { value } of selected) updateNode(value, action.update, where);
  }
  return selected.length;
}

function updateNode(node: JsonValue, update: unknown, where: string): void {
  if (Array.isArray(node)) node.push(structuredClone(update) as JsonValue);
  else if (isRecord(node) && isRecord(update)) merge(node, update);
  else throw new SpecforgeError('overlay', `${where}: an update applies to objects (with an object) or arrays`);
}

function merge(target: Record<string, unknown>, update: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(update)) {
    const current = Object.hasOwn(target, key) ? target[key] : undefined;
    if (isRecord(current) && isRecord(value)) merge(current, value);
    else if (Array.isArray(current) && Array.isArray(value)) current.push(...structuredClone(value as unknown[]));
    // defineProperty: a key named `__proto__` becomes a plain property, never the prototype.
    else Object.defineProperty(target, key, { value: structuredClone(value), writable: true, enumerable: true, configurable: true });
  }
}

function removeAt(document: Record<string, unknown>, path: Path): void {
  if (path.length === 0) throw new SpecforgeError('overlay', 'an overlay action may not remove the whole document');
  let parent: unknown = document;
  for (const key of path.slice(0, -1)) parent = (parent as Record<string | number, unknown>)[key];
  const last = path[path.length - 1] as string | number;
  if (Array.isArray(parent)) parent.splice(last as number, 1);
  else delete (parent as Record<string, unknown>)[last];
}

