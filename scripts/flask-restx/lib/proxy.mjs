// A recording proxy: node:http in front of Flask. Every request is forwarded as it came and
// written down with its answer, one exchange per request, in the order the answers completed.
import { createServer, request as httpRequest } from 'node:http';

/** Request headers that change what the server answers (values kept: they are deterministic). */
const REQUEST_HEADERS = ['content-type', 'x-fields', 'session', 'token', 'accept'];
/** Answer headers a client acts on; content-length only where there is no body (HEAD). */
const ANSWER_HEADERS = ['content-type', 'location', 'allow'];

export async function startRecordingProxy(upstream) {
  const exchanges = [];
  const state = { label: undefined };
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () =>
      forward(upstream, req, Buffer.concat(chunks), res, (exchange) => {
        exchanges.push(state.label ? { label: state.label, ...exchange } : exchange);
      }),
    );
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    exchanges,
    /** Labels the exchanges recorded from now on (the catalogue says what each one shows). */
    label: (text) => (state.label = text),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function forward(upstream, req, body, res, record) {
  const target = new URL(req.url, upstream);
  const out = httpRequest(target, { method: req.method, headers: req.headers }, (answer) => {
    const chunks = [];
    answer.on('data', (chunk) => chunks.push(chunk));
    answer.on('end', () => {
      const text = Buffer.concat(chunks);
      record(exchangeOf(req, body, answer, text));
      res.writeHead(answer.statusCode, answer.headers);
      res.end(text);
    });
  });
  out.on('error', (error) => {
    res.writeHead(502, { 'content-type': 'text/plain' });
    res.end(`recording proxy: ${error.message}`);
  });
  out.end(body);
}

function exchangeOf(req, body, answer, text) {
  const headers = pick(answer.headers, ANSWER_HEADERS);
  if (req.method === 'HEAD' && answer.headers['content-length'] !== undefined) {
    headers['content-length'] = answer.headers['content-length'];
  }
  return {
    method: req.method,
    path: req.url,
    requestHeaders: pick(req.headers, REQUEST_HEADERS),
    body: body.length ? body.toString('utf8') : null,
    status: answer.statusCode,
    headers,
    response: text.toString('utf8'),
  };
}

function pick(headers, names) {
  const picked = {};
  for (const name of names) if (headers[name] !== undefined) picked[name] = headers[name];
  return picked;
}

/** One JSON line per exchange. */
export function toJsonl(exchanges) {
  return exchanges.map((exchange) => JSON.stringify(exchange)).join('\n') + '\n';
}
