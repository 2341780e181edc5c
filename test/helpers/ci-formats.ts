import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { validateXML } from 'xmllint-wasm';
import { repoRoot } from './cli.js';

/**
 * Readers of the two CI formats, written from their specifications (not from our writers):
 * GitHub's workflow-command syntax, and the JUnit schema in fixtures/junit/junit.xsd.
 */
export interface WorkflowCommand {
  command: string;
  properties: Record<string, string>;
  message: string;
}

const unescape = (text: string): string =>
  text.replace(/%(25|0D|0A|3A|2C)/g, (_, code: string) => String.fromCharCode(parseInt(code, 16)));

/** One line `::command k=v,k=v::message`; a property value may not hold a raw `,` or `:`. */
export function parseWorkflowCommand(line: string): WorkflowCommand {
  const match = /^::([a-z-]+)(?: ([^:]*))?::(.*)$/.exec(line);
  if (!match) throw new Error(`not a workflow command: ${line}`);
  const properties: Record<string, string> = {};
  for (const pair of (match[2] ?? '').split(',').filter((p) => p !== '')) {
    const eq = pair.indexOf('=');
    properties[pair.slice(0, eq)] = unescape(pair.slice(eq + 1));
  }
  if (/[\r\n]/.test(match[3]!)) throw new Error('raw line break in a message');
  return { command: match[1]!, properties, message: unescape(match[3]!) };
}

export function parseWorkflowCommands(text: string): WorkflowCommand[] {
  return text.trimEnd().split('\n').map(parseWorkflowCommand);
}

/** xmllint's verdict on a document against the JUnit schema: the errors (none when valid). */
export async function junitSchemaErrors(xml: string): Promise<string[]> {
  const schema = readFileSync(join(repoRoot, 'fixtures/junit/junit.xsd'), 'utf8');
  const result = await validateXML({
    xml: [{ fileName: 'report.xml', contents: xml }],
    schema: [{ fileName: 'junit.xsd', contents: schema }],
  });
  return result.errors.map((error) => error.message);
}

export interface JunitCaseRead {
  name: string;
  failure?: { type: string; message: string; text: string };
  out?: string;
}

/** The testcases of a JUnit document, through an XML parser (happy-dom's DOMParser). */
export function readJunit(xml: string): { suite: Record<string, string>; cases: JunitCaseRead[] } {
  const doc = new new Window().DOMParser().parseFromString(xml, 'text/xml');
  const suite = doc.querySelector('testsuite')!;
  const attrs = Object.fromEntries([...suite.attributes].map((a) => [a.name, a.value ?? '']));
  const cases = [...doc.querySelectorAll('testcase')].map((node) => {
    const read: JunitCaseRead = { name: node.getAttribute('name')! };
    const failure = node.querySelector('failure');
    if (failure) {
      read.failure = {
        type: failure.getAttribute('type')!,
        message: failure.getAttribute('message')!,
        text: failure.textContent,
      };
    }
    const out = node.querySelector('system-out');
    if (out) read.out = out.textContent;
    return read;
  });
  return { suite: attrs, cases };
}
