// The catalogue's requests: [label, method, path, { headers, json, form }], one per rule of
// docs/flask-restx.md. `user` and `as` hold each logged-in user's Session and Token headers.
export function catalogue(user, as) {
  const admin = as['admin@example.com'];
  const root = as['root@example.com'];
  const viewer = as['viewer@example.com'];
  const json = (body, headers = user) => ({ headers, json: body });
  return [
    [
      'every fields.* type with a value (Fixed/Arbitrary as strings, rfc822 and iso8601, Date, Url, FormattedString, Wildcard, Polymorph + ClassName, Raw, Nested)',
      'GET',
      '/api/job/1',
      { headers: user },
    ],
    [
      'marshalled nulls: every field without a value is written as null (no skip_none)',
      'GET',
      '/api/job/2',
      { headers: user },
    ],
    [
      'skip_none: a field without a value is left out (tenant of a superadmin)',
      'GET',
      '/api/user/permission',
      { headers: root },
    ],
    [
      'skip_none: the same model with every field set',
      'GET',
      '/api/user/permission',
      { headers: user },
    ],
    ['marshal_list_with, no filter', 'GET', '/api/job', { headers: user }],
    [
      'action=append with choices: two states sent as a repeated parameter (collectionFormat multi)',
      'GET',
      '/api/job?state=queued&state=running',
      { headers: user },
    ],
    [
      'the same two states comma-joined (what collectionFormat csv would send): one unknown choice, 400',
      'GET',
      '/api/job?state=queued,running',
      { headers: user },
    ],
    [
      'query choice refused: 400 with the argument help before the message',
      'GET',
      '/api/job?state=bogus',
      { headers: user },
    ],
    ['query type refused: 400 (type=int)', 'GET', '/api/job?limit=many', { headers: user }],
    [
      'X-Fields mask (default header of marshal_with): only id and name',
      'GET',
      '/api/job/1',
      { headers: { ...user, 'X-Fields': '{id,name}' } },
    ],
    [
      'X-Fields mask with a nested field',
      'GET',
      '/api/job/1',
      { headers: { ...user, 'X-Fields': '{id,owner{username}}' } },
    ],
    [
      'X-Fields mask on a list',
      'GET',
      '/api/job',
      { headers: { ...user, 'X-Fields': 'id,state' } },
    ],
    [
      'X-Fields mask naming an unknown field: the unknown field is left out',
      'GET',
      '/api/job/1',
      { headers: { ...user, 'X-Fields': '{id,nope}' } },
    ],
    [
      'X-Fields mask that does not parse: MaskError, 400',
      'GET',
      '/api/job/1',
      { headers: { ...user, 'X-Fields': '{id,name' } },
    ],
    [
      'automatic HEAD on a GET route: the GET status and headers, no body',
      'HEAD',
      '/api/job/1',
      { headers: user },
    ],
    ['automatic OPTIONS: 200 with Allow', 'OPTIONS', '/api/job', { headers: user }],
    ["unknown URL: Flask's own HTML 404 page, no envelope", 'GET', '/api/queue', { headers: user }],
    ['unknown URL under a known one: HTML 404', 'GET', '/api/job/1/log', { headers: user }],
    [
      'path converter refuses a non-integer id: HTML 404 (no route matched)',
      'GET',
      '/api/job/abc',
      { headers: user },
    ],
    [
      'abort(404) inside a resource: JSON, with the ERROR_404_HELP suggestion appended',
      'GET',
      '/api/job/99',
      { headers: user },
    ],
    [
      "method not allowed: 405, JSON (the route is the API's)",
      'PUT',
      '/api/job/1',
      json({ name: 'x' }),
    ],
    ['not logged in: 401', 'GET', '/api/job', {}],
    ['wrong token: 401', 'GET', '/api/job', { headers: { Session: user.Session, Token: 'nope' } }],
    [
      'header parser: missing required header, 400 (help text before the message)',
      'DELETE',
      '/api/auth',
      {},
    ],
    ['body parser: missing required argument, 400', 'POST', '/api/job', json({ priority: 3 })],
    ['body parser: no body at all', 'POST', '/api/job', { headers: user }],
    ['body parser: bad choice, 400', 'POST', '/api/job', json({ name: 'x', kind: 'nope' })],
    ['body parser: bad type, 400', 'POST', '/api/job', json({ name: 'x', priority: 'high' })],
    [
      'body parser: an unknown argument is ignored; defaults fill the rest (priority 5, kind batch)',
      'POST',
      '/api/job',
      json({ name: 'defaults', colour: 'red' }),
    ],
    [
      'api.model with validate=True: 400 with the jsonschema messages',
      'POST',
      '/api/auth',
      json({ session: 1 }, {}),
    ],
    ['group without add-job: 403', 'POST', '/api/job', json({ name: 'x' }, viewer)],
    ['cancel: 200', 'POST', '/api/job/2/cancel', { headers: user }],
    ['cancel again: the documented 409', 'POST', '/api/job/2/cancel', { headers: user }],
    ['tenant admin route as a user: 403', 'GET', '/api/admin/user', { headers: user }],
    ['superadmin route as a tenant admin: 403', 'GET', '/api/superadmin/realm', { headers: admin }],
    [
      'superadmin route as a superadmin: 200; marshal_with(mask=...) leaves licence out by default',
      'GET',
      '/api/superadmin/realm',
      { headers: root },
    ],
    [
      'a default mask overridden by X-Fields: licence sent',
      'GET',
      '/api/superadmin/realm',
      { headers: { ...root, 'X-Fields': 'name,licence' } },
    ],
    [
      "location='values': read from the query string",
      'GET',
      '/api/admin/user?search=admin',
      { headers: admin },
    ],
    [
      "location='form': a form post, 201",
      'POST',
      '/api/admin/user',
      { headers: admin, form: { username: 'new@example.com' } },
    ],
    [
      "location='form': missing required form field, 400",
      'POST',
      '/api/admin/user',
      { headers: admin, form: { access: 'user' } },
    ],
    ['logout: 200, empty result', 'DELETE', '/api/auth', { headers: user }],
    ['after logout: 401', 'GET', '/api/job', { headers: user }],
  ];
}
