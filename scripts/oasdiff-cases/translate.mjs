// The changes oasdiff's tests make to a loaded document in Go (kin-openapi field assignments
// such as `s2.Spec.Paths.Value("/test").Post.RequestBody.Value.Content["application/json"]
// .Schema.Value.MaxLength = &max`), applied to the document's JSON instead, so the pair can be
// written out as files. Only the statement shapes these tests use are read; any other throws,
// and the case is left out with the statement as the reason.
import { fail, FIELDS, goValue } from './go-values.mjs';

const CONSTANTS = {
  installCommandPath: '/api/{domain}/{project}/install-command',
  securityScorePath: '/api/{domain}/{project}/badges/security-score',
};
const METHODS = new Set(['Get', 'Put', 'Post', 'Delete', 'Patch', 'Head', 'Options', 'Trace']);
const SEGMENT = /\.(\w+)(?:\(([^()]*)\))?(?:\[("[^"]*"|\d+)\])?/g;

/** Follows a local `$ref` (kin-openapi's `.Value` does, and changes the shared target). */
function deref(doc, node) {
  const ref = node?.$ref;
  if (typeof ref !== 'string') return node;
  if (!ref.startsWith('#/')) fail(`an external $ref: ${ref}`);
  const target = ref
    .slice(2)
    .split('/')
    .reduce((n, k) => n?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  return deref(doc, target ?? fail(`a $ref to nothing: ${ref}`));
}

/** The node a chain of Go selectors reaches: `{ parent, key }` of its last step. */
function reach(doc, chain) {
  let node = doc;
  let parent;
  let key;
  const step = (next, k) => {
    [parent, key] = [next, k];
    node = next?.[k];
  };
  for (const [, name, args, index] of chain.matchAll(SEGMENT)) {
    if (name === 'Spec') continue;
    if (name === 'Value' && args !== undefined && args !== '') step(node, constant(args));
    else if (name === 'Value') node = deref(doc, node);
    else if (name === 'GetByInAndName') step(node, parameterIndex(doc, node, args));
    else if (name === 'Paths' || name === 'Parameters' || name === 'Responses')
      step(node, name.toLowerCase());
    else if (name === 'Components') step(node, 'components');
    else if (METHODS.has(name)) step(node, name.toLowerCase());
    else if (['Content', 'Properties', 'Headers', 'Schemas'].includes(name))
      step(node, name.toLowerCase());
    else if (name === 'Schema' || name === 'RequestBody') step(node, FIELDS[name] ?? 'schema');
    else step(node, FIELDS[name] ?? fail(`a field not translated: ${name}`));
    if (index === undefined) continue;
    if (node === undefined && parent) node = parent[key] = {}; // `Properties["new"] = …` on none
    step(node, index.startsWith('"') ? JSON.parse(index) : Number(index));
  }
  return { parent, key };
}

function constant(args) {
  const text = args.trim();
  return text.startsWith('"')
    ? JSON.parse(text)
    : (CONSTANTS[text] ?? fail(`a constant not known: ${text}`));
}

function parameterIndex(doc, parameters, args) {
  const [, location, name] =
    args.match(/openapi3\.ParameterIn(\w+), "([^"]+)"/) ?? fail(`parameter lookup: ${args}`);
  const index = parameters.findIndex((p) => {
    const v = deref(doc, p);
    return v.in === location.toLowerCase() && v.name === name;
  });
  return index >= 0 ? index : fail(`no ${location} parameter ${name}`);
}

const BODY_TYPE = {
  setRequestBodyType:
    '.Paths.Value("/test").Post.RequestBody.Value.Content["application/json"].Schema.Value.Type',
  setResponseBodyType:
    '.Paths.Value("/test").Get.Responses.Value("200").Value.Content["application/json"].Schema.Value.Type',
};

/** Applies one Go statement to `doc` (the side it names); `aliases` holds `x := s1.Spec…` chains. */
export function applyStatement(doc, text, values, aliases = {}) {
  const alias = text.match(/^(\w+) := s\d\.Spec(.*)$/);
  if (alias) return void (aliases[alias[1]] = alias[2]);
  const viaAlias = text.match(/^(\w+)(\..*)$/);
  if (viaAlias && aliases[viaAlias[1]] !== undefined)
    return applyStatement(doc, `s.Spec${aliases[viaAlias[1]]}${viaAlias[2]}`, values, aliases);
  const helper = text.match(/^(setRequestBodyType|setResponseBodyType)\(t, s\d, (.*)\)$/);
  if (helper) return applyStatement(doc, `s.Spec${BODY_TYPE[helper[1]]} = ${helper[2]}`, values);
  const param = text.match(/^deleteParam\(s\d\.Spec(.*), openapi3\.ParameterIn(\w+), "([^"]+)"\)$/);
  if (param) {
    const { parent, key } = reach(doc, param[1]);
    const op = parent[key];
    op.parameters = op.parameters.filter(
      (p) => !(deref(doc, p).in === param[2].toLowerCase() && deref(doc, p).name === param[3]),
    );
    return;
  }
  const removal =
    text.match(/^delete\(s\d\.Spec(.*), "([^"]+)"\)$/) ??
    text.match(/^s\d\.Spec(.*)\.Delete\("([^"]+)"\)$/);
  if (removal) {
    const { parent, key } = reach(doc, removal[1]);
    delete deref(doc, parent[key])[removal[2]];
    return;
  }
  const assignment =
    text.match(/^s\d?\.Spec(.*?) = (.*)$/) ?? fail(`a statement not translated: ${text}`);
  const { parent, key } = reach(doc, assignment[1]);
  const value = goValue(assignment[2], values);
  if (value === undefined) delete parent[key];
  else parent[key] = value;
}

/**
 * The two documents of a diff after the Go changes its test makes, or the reason they cannot
 * be built. `read(path)` gives a parsed document of the mirror.
 */
export function translateDiff(diff, read) {
  const docs = { base: read(diff.base), revision: read(diff.revision) };
  try {
    const aliases = {};
    for (const { side, text } of diff.mutatedBy)
      applyStatement(docs[side], text, diff.values, aliases);
    return { docs };
  } catch (error) {
    return { why: error.message };
  }
}
