// An out-of-tree specforge target (docs/plugins.md): an Angular-style service class over
// the generated client, one method per operation. specforge loads it from the config
// (`"plugins": ["./service-target.mjs"]`); nothing in specforge knows it.
//
//   specforge generate <source> -o src/api --targets client,services
//
// `emit` is a pure function of the model: it returns the files; specforge writes them
// (inside the output directory only), records them in the lock, and `check` compares them.

/** `get_job_list`-style names → `getJobList`; anything else becomes `_`. */
function methodName(typeName) {
  const name = typeName.charAt(0).toLowerCase() + typeName.slice(1);
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name)
    ? name
    : `_${name.replace(/[^A-Za-z0-9_$]/g, '_')}`;
}

/** Text from the document goes into a comment: end no comment early, keep one line. */
function commentText(text) {
  return text.replace(/\*\//g, '*\\/').replace(/\s+/g, ' ').trim();
}

function method(op) {
  const key = JSON.stringify(`${op.method} ${op.path}`);
  const entry = `Requests[${key}]`;
  const summary = op.summary ? ` ${commentText(op.summary)}` : '';
  return [
    `  /** \`${commentText(`${op.method} ${op.path}`)}\`${summary} */`,
    `  ${methodName(op.name.typeName)}(`,
    `    ...args: ArgsTuple<${entry}['params'], ${entry}['options']>`,
    `  ): Promise<${entry}['result']> {`,
    `    return this.api.request(${key}, ...args);`,
    '  }',
  ].join('\n');
}

export default {
  name: 'services',
  help: 'an Angular-style service class over the client (example plugin)',
  needs: ['client'],
  files: ['services.ts'],
  options: {
    type: 'object',
    additionalProperties: false,
    properties: {
      className: {
        type: 'string',
        pattern: '^[A-Z][A-Za-z0-9]*$',
        description: 'The class name (default ApiService).',
      },
    },
  },
  emit(model, options, context) {
    const className = options.className ?? 'ApiService';
    const methods = [...model.operations]
      .sort((a, b) => (a.name.typeName < b.name.typeName ? -1 : 1))
      .map(method);
    const contents = [
      context.banner,
      '',
      "import type { Client, Requests } from './client.js';",
      '',
      '/** `request()` arguments: params may be left out when nothing in them is required. */',
      'type ArgsTuple<P, O> = {} extends P ? [params?: P, options?: O] : [params: P, options?: O];',
      '',
      `/** Every operation of ${JSON.stringify(commentText(model.title ?? 'the API'))} as a method; inject it where you use the client. */`,
      `export class ${className} {`,
      '  constructor(private readonly api: Client) {}',
      '',
      methods.join('\n\n'),
      '}',
      '',
    ].join('\n');
    return { files: [{ path: 'services.ts', contents }], diagnostics: [] };
  },
};
