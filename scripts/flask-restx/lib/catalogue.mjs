// The raw-framework catalogue: what Flask-RESTX 1.3.0 really sends, one labelled request each.
// Raw fetch, no specforge code, so the recording shows the framework and nothing else.
import { readFileSync } from 'node:fs';
import { catalogue } from './catalogue-requests.mjs';

export async function recordCatalogue(proxy, usersFile) {
  const users = JSON.parse(readFileSync(usersFile, 'utf8'));
  const call = caller(proxy.url);
  const as = {};
  for (const user of users) {
    proxy.label(`login as ${user.username} (GET then POST /api/auth)`);
    as[user.username] = await login(call, user);
  }
  const user = as['user@example.com'];
  for (const [label, method, path, options] of catalogue(user, as)) {
    proxy.label(label);
    await call(method, path, options);
  }
}

async function login(call, user) {
  const opened = await call('GET', '/api/auth', {});
  const { session, nonce } = opened.result[0];
  const body = { session, nonce, username: user.username, password: user.password };
  const answer = await call('POST', '/api/auth', { json: body });
  return { Session: session, Token: answer.result[0].token };
}

function caller(base) {
  return async (method, path, { headers = {}, json, form } = {}) => {
    const init = { method, headers: { ...headers } };
    if (json !== undefined) {
      init.headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(json);
    } else if (form !== undefined) {
      init.body = new URLSearchParams(form);
    }
    const answer = await fetch(base + path, init);
    const text = await answer.text();
    const isJson = /json/.test(answer.headers.get('content-type') ?? '') && text !== '';
    return isJson ? JSON.parse(text) : text;
  };
}
