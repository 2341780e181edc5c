import { describe, expect, it } from 'vitest';
import { arr, int, obj, operation, ref, response, result, str } from '../../src/ir/index.js';
import type { ApiModel, Operation, Schema } from '../../src/ir/index.js';
import { modelOf as model } from '../helpers/ir-model.js';
import { diffStructure } from '../../src/diff/index.js';

/**
 * A dirty named pair is compared once and replayed wherever an operation meets it
 * (structural/templates.ts). These cases pin down what the replay must reproduce: the
 * location and type reference of every change, the first-place-only rule within one
 * operation part, and recursion.
 */

function get(path: string, name: string, item: Schema, shape: 'single' | 'list'): Operation {
  return operation({
    method: 'GET',
    path,
    name,
    responses: [response('200', item)],
    result: result(shape, item),
  });
}

const changes = (before: ApiModel, after: ApiModel) =>
  diffStructure(before, after).map(
    (change) =>
      `${method(change.operation.client)} ${change.location} ${change.typeRef} ${change.kind}`,
  );

/** `api.job.list()` → `job.list`: the expectations name methods as the model does. */
const method = (handle: string) => handle.replace(/^api\.(.*)\(\)$/, '$1');

const oldUser = obj({ email: str(), name: str() });
const newUser = obj({ email: int() });

describe('named pairs compared once, replayed per operation', () => {
  it('reports a shared model in every operation, at each one’s own location', () => {
    const ops = [
      get('/job', 'job.list', obj({ owner: ref('User') }), 'list'),
      get('/team', 'team.get', obj({ lead: obj({ who: ref('User') }) }), 'single'),
    ];
    expect(changes(model(ops, { User: oldUser }), model(ops, { User: newUser }))).toEqual([
      'job.list result.owner.email User.email type-changed',
      'job.list result.owner.name User.name property-removed',
      'team.get result.lead.who.email User.email type-changed',
      'team.get result.lead.who.name User.name property-removed',
    ]);
  });

  it('reports a pair met twice in one response once, where it is met first', () => {
    const ops = [
      get('/job', 'job.get', obj({ creator: ref('User'), owner: ref('User') }), 'single'),
    ];
    expect(changes(model(ops, { User: oldUser }), model(ops, { User: newUser }))).toEqual([
      'job.get result.creator.email User.email type-changed',
      'job.get result.creator.name User.name property-removed',
    ]);
  });

  it('skips a nested pair the operation already visited, and expands it where it did not', () => {
    const team = (user: Schema) => obj({ members: arr(user), title: str() });
    const first = get('/a', 'a.get', obj({ author: ref('User'), team: ref('Team') }), 'single');
    const second = get('/b', 'b.get', obj({ team: ref('Team') }), 'single');
    const before = model([first, second], { User: oldUser, Team: team(ref('User')) });
    const after = model([first, second], {
      User: newUser,
      Team: obj({ members: arr(ref('User')), title: int() }),
    });
    expect(changes(before, after)).toEqual([
      'a.get result.author.email User.email type-changed',
      'a.get result.author.name User.name property-removed',
      'a.get result.team.title Team.title type-changed',
      'b.get result.team.members[].email User.email type-changed',
      'b.get result.team.members[].name User.name property-removed',
      'b.get result.team.title Team.title type-changed',
    ]);
  });

  it('follows recursive models without looping', () => {
    const node = (label: Schema) => obj({ children: arr(ref('Node')), label });
    const ops = [get('/tree', 'tree.get', ref('Node'), 'single')];
    expect(changes(model(ops, { Node: node(str()) }), model(ops, { Node: node(int()) }))).toEqual([
      'tree.get result.label Node.label type-changed',
    ]);
  });

  it('replays a model written inline on the new side with the outer type reference', () => {
    const before = model([get('/job', 'job.get', obj({ owner: ref('User') }), 'single')], {
      User: obj({ email: str(), team: ref('Team') }),
      Team: obj({ title: str() }),
    });
    const inlineOwner = obj({ email: int(), team: ref('Team') });
    const after = model([get('/job', 'job.get', obj({ owner: inlineOwner }), 'single')], {
      Team: obj({ title: int() }),
    });
    expect(changes(before, after)).toEqual([
      'job.get result.owner.email result.owner.email type-changed',
      'job.get result.owner.team.title Team.title type-changed',
    ]);
  });
});
