// Reads oasdiff's checker tests (Go source, read as text, never run) into plain data: per
// test, the document pairs it diffs and the check ids it asserts to fire after each diff.
// Only the shapes these tests use are understood; anything else is reported, not guessed.

const TEST = /^func (Test\w+)\(t \*testing\.T\) \{\n([\s\S]*?)^\}$/gm;
const LOAD = /^\s*(\w+)(?:, err)? :?= (?:open|l)\(([^\n]*)\)\s*$/;
const DIFF = /diff\.GetWithOperationsSourcesMap\(([^,]+), ([^,]+), ([^)]+)\)/;
const NUMBERED_DIFF = /\bd\(t, ([^,]+), (\d+), (\d+)\)/;
const POSITIVE =
  /^\s*(requireSingleApiChange|requireApiChanges|requireApiChange|requireSingleChange|requireChange|require\.Equal|require\.Contains|require\.True)\(/;
const STATEMENT = /^\s*(require[\w.]*\(|[\w, ]+:?= |for |if |t\.Run\(|\}\)?$)/;

/** `open("../data/x.yaml")`, `open(file)`, `open(deprecationFile("x.yaml"))`, `l(t, 3)` → `data/…` path, or null. */
function loadedFile(args, strings) {
  args = args.replace(/^(\w+)(?=[,)]|$)/, (name) =>
    strings.has(name) ? `"${strings.get(name)}"` : name,
  );
  const numbered = args.match(/^t, (\d+)/);
  if (numbered) return `data/openapi-test${numbered[1]}.yaml`;
  const plain = args.match(/^"\.\.\/(data\/[^"]+)"/);
  if (plain) return plain[1];
  const helper = args.match(/^(\w+)File\("([^"]+)"\)/);
  const dirs = {
    deprecation: 'deprecation',
    paramDeprecation: 'param-deprecation',
    requiredProperty: 'required-properties',
    stability: 'stability',
  };
  if (helper && dirs[helper[1]]) return `data/${dirs[helper[1]]}/${helper[2]}`;
  return null;
}

/** The id a line asserts, when it asserts one fires: `{ id, method?, path? }` or null. */
function assertionOn(lines, index, ids) {
  const line = lines[index];
  const match = line.match(/checker\.(\w+Id)\b/);
  if (!match || !ids.has(match[1])) return null;
  let head = index;
  while (head > 0 && !STATEMENT.test(lines[head])) head -= 1;
  if (!POSITIVE.test(lines[head])) return null;
  const assertion = { id: ids.get(match[1]) };
  if (/^\s*Id:/.test(line)) Object.assign(assertion, literalFields(lines, index));
  return assertion;
}

/** Operation and Path of the ApiChange literal whose `Id:` line is at `index`. */
function literalFields(lines, index) {
  const fields = {};
  for (let i = index; i < lines.length && !/^\s*\}/.test(lines[i]); i += 1) {
    const field = lines[i].match(/^\s*(Operation|Path):\s*"([^"]*)"/);
    if (field) fields[field[1] === 'Operation' ? 'method' : 'path'] = field[2];
  }
  return fields;
}

/** One test function → `{ name, diffs: [{ base, revision, config, mutatedBy, assertions }], reason? }`. */
function readTest(name, body, ids) {
  const lines = body.split('\n');
  const files = new Map();
  const strings = new Map();
  const diffs = [];
  lines.forEach((line, index) => {
    const string = line.match(/^\s*(\w+) :?= "([^"]*)"\s*$/);
    if (string) return void strings.set(string[1], string[2]);
    const load = line.match(LOAD);
    if (load) return void files.set(load[1], loadedFile(load[2], strings));
    const numbered = line.match(NUMBERED_DIFF);
    const pair = line.match(DIFF);
    if (numbered) diffs.push(numberedDiff(numbered, index));
    else if (pair) diffs.push(pairDiff(pair, index, lines, files));
    const assertion = assertionOn(lines, index, ids);
    if (assertion && diffs.length) diffs.at(-1).assertions.push(assertion);
  });
  return { name, diffs: diffs.filter((d) => d.assertions.length), reason: shapeProblem(body) };
}

function numberedDiff([, config, a, b], line) {
  const file = (n) => `data/openapi-test${n}.yaml`;
  return { base: file(a), revision: file(b), config, mutatedBy: [], line, assertions: [] };
}

function pairDiff([, config, a, b], line, lines, files) {
  const names = [a, b].map((n) => n.trim().replace(/^&load\.SpecInfo\{Spec: (\w+)\}$/, '$1'));
  const [base, revision] = names.map((name) => files.get(name) ?? null);
  // Each Go statement that changes a side before the diff: `{ side: 'base' | 'revision', text }`;
  // `x := s1.Spec…` makes `x` a name for part of that side (its later `x.Type = …` change it).
  const sideOf = new Map([
    [names[0], 'base'],
    [names[1], 'revision'],
  ]);
  const mutatedBy = [];
  for (const text of statements(lines.slice(0, line))) {
    if (LOAD.test(text)) continue;
    const alias = text.match(/^(\w+) := (\w+)\.Spec\b/);
    if (alias && sideOf.has(alias[2])) sideOf.set(alias[1], sideOf.get(alias[2]));
    const used = [...sideOf.keys()].find((name) => new RegExp(`\\b${name}\\b`).test(text));
    if (used) mutatedBy.push({ side: sideOf.get(used), text });
  }
  return {
    base,
    revision,
    config: config.trim(),
    mutatedBy,
    values: localValues(lines.slice(0, line)),
    line,
    assertions: [],
  };
}

/** Lines joined into statements: a line that opens braces or parentheses runs to where they close. */
function statements(lines) {
  const out = [];
  let open = 0;
  for (const line of lines) {
    const text = line.trim();
    if (open > 0) out[out.length - 1] += ` ${text}`;
    else out.push(text);
    open += (text.match(/[{(]/g) ?? []).length - (text.match(/[})]/g) ?? []).length;
  }
  return out.filter(Boolean);
}

/** `name := value` and `var name T = value` lines before the diff: the values Go changes use. */
function localValues(lines) {
  const values = {};
  for (const line of statements(lines)) {
    const m = line.match(/^(?:var )?(\w+)(?: \w+)? :?= (.+)$/);
    if (m && !/\b(open|l)\(|\bs\d\b/.test(m[2])) values[m[1]] = m[2].trim();
  }
  return values;
}

/** Why a test's shape is not read as a document pair (loops over tables, composed specs), or null. */
function shapeProblem(body) {
  if (/\bfor _, \w+ := range\b[\s\S]*GetWithOperationsSourcesMap/.test(body))
    return 'table-driven (a loop over cases in Go)';
  if (/loadFrom\(|\[\]\*load\.SpecInfo/.test(body))
    return 'composed mode (several documents per side)';
  return null;
}

/** Every `Test…` function of one Go test file. */
export function readTestFile(source, ids) {
  return [...source.matchAll(TEST)].map(([, name, body]) => readTest(name, body, ids));
}

/** `FooId = "foo"` constants of the checker package → Map(const name → check id). */
export function readCheckIds(sources) {
  const ids = new Map();
  for (const source of sources) {
    for (const m of source.matchAll(/^\s*(\w+Id)\s+=\s+"([^"]+)"/gm)) ids.set(m[1], m[2]);
  }
  return ids;
}
