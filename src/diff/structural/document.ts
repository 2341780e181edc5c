import type { ApiModel } from '../../ir/types.js';
import type { ChangeSink } from '../types.js';
import { child } from '../../json/pointer.js';

const API = { method: '', path: '', client: '' } as const;

/**
 * Model-wide changes, one each rather than one per operation: the Session/Token header
 * names, the document-wide security requirements, and OAS 3.1 webhooks.
 */
export function compareDocument(oldModel: ApiModel, newModel: ApiModel, out: ChangeSink): void {
  compareAuthScheme(oldModel, newModel, out);
  const security = (model: ApiModel) => model.security ?? [];
  compareNames(security(oldModel), security(newModel), 'global-security', '#/security', out);
  const hooks = (model: ApiModel) => model.webhooks ?? [];
  compareNames(hooks(oldModel), hooks(newModel), 'webhook', '#/webhooks', out);
}

function compareAuthScheme(oldModel: ApiModel, newModel: ApiModel, out: ChangeSink): void {
  const before = `${oldModel.auth.sessionHeader}+${oldModel.auth.tokenHeader}`;
  const after = `${newModel.auth.sessionHeader}+${newModel.auth.tokenHeader}`;
  if (before === after) return;
  out.push({
    kind: 'security-scheme-changed',
    site: 'api',
    direction: 'request',
    operation: { ...API },
    location: 'security',
    pointer: newModel.auth.pointer,
    old: before,
    new: after,
  });
}

/** Names on one side only: `<what>-removed` and `<what>-added`. */
function compareNames(
  before: string[],
  after: string[],
  what: 'global-security' | 'webhook',
  pointer: string,
  out: ChangeSink,
): void {
  const push = (kind: `${typeof what}-${'added' | 'removed'}`, name: string) =>
    out.push({
      kind,
      site: 'api',
      direction: what === 'webhook' ? 'none' : 'request',
      operation: { ...API },
      location: what === 'webhook' ? `webhooks.${name}` : 'security',
      pointer: what === 'webhook' ? child(pointer, name) : pointer,
      subject: name,
    });
  for (const name of before) if (!after.includes(name)) push(`${what}-removed`, name);
  for (const name of after) if (!before.includes(name)) push(`${what}-added`, name);
}
