/**
 * Reading a served document (Swagger 2.0 or OpenAPI 3.x) the way the contract test needs:
 * every operation, its success status and schema, and whether it answers raw bytes.
 */
type Schema = Record<string, unknown>;

export interface DocumentedOperation {
  method: string;
  template: string;
  operation: Schema;
  /** The documented 2xx status, or 200 when the document lists none. */
  status: number;
  schema?: Schema;
  raw: boolean;
}

const methods = ['get', 'put', 'post', 'delete', 'patch'];

export function operationsOf(document: Schema): DocumentedOperation[] {
  const found: DocumentedOperation[] = [];
  for (const [template, item] of Object.entries(document.paths as Record<string, Schema>)) {
    for (const method of methods.filter((m) => item[m])) {
      const operation = item[method] as Schema;
      const responses = operation.responses as Record<string, Schema>;
      const code = Object.keys(responses).find((status) => status.startsWith('2'));
      const response = code ? responses[code]! : {};
      const content = response.content as Record<string, { schema?: Schema }> | undefined;
      const produces = (operation.produces as string[] | undefined) ?? Object.keys(content ?? {});
      found.push({
        method: method.toUpperCase(),
        template,
        operation,
        status: code ? Number(code) : 200,
        schema: (response.schema as Schema | undefined) ?? content?.['application/json']?.schema,
        raw: produces.some((type) => type !== 'application/json'),
      });
    }
  }
  return found;
}

/** Resolves `#/definitions/X` and `#/components/schemas/X` in the document. */
export function lookupIn(document: Schema): (ref: string) => Schema {
  return (ref) => {
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Schema | undefined)?.[key], document);
    if (!target) throw new Error(`unresolvable ${ref}`);
    return target as Schema;
  };
}

/** `/job/{jobid}` + [7] → `/job/7` (values in template order; names do not matter). */
export function fillPath(template: string, values: (string | number)[] = []): string {
  let i = 0;
  return template.replace(/\{[^}]+\}/g, () => encodeURIComponent(String(values[i++])));
}
