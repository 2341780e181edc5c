import type { ApiModel } from '../../ir/types.js';
import { template, type TemplateOverrides } from '../render.js';
import { commentLines, trusted, type Code } from './escape.js';

/**
 * The first lines of every generated file: which document (sha256 of its canonical
 * form, `info.version`) and which specforge made it. Never a timestamp, so that the
 * same document always gives the same bytes. `templates/banner.hbs`, or the user's
 * `banner.hbs` (config `templates`); the document's version reaches it comment-escaped.
 */
export function banner(
  model: ApiModel,
  options: { specforgeVersion: string; templates?: TemplateOverrides },
): Code {
  return trusted(renderBanner('banner.hbs', bannerView(model, options.specforgeVersion), options));
}

/**
 * The banner of a runtime file (src/runtime/ copied unchanged): by default specforge's
 * version only, so a new document leaves its bytes as they were and `check` does not call it
 * stale. A user's `runtime-banner.hbs` replaces it; else a user's `banner.hbs` does (it
 * replaces the banner of every generated file).
 */
export function runtimeBanner(
  model: ApiModel,
  options: { specforgeVersion: string; templates?: TemplateOverrides },
): Code {
  const user = options.templates ?? {};
  const name =
    user['banner.hbs'] && !user['runtime-banner.hbs'] ? 'banner.hbs' : 'runtime-banner.hbs';
  return trusted(renderBanner(name, bannerView(model, options.specforgeVersion), options));
}

function bannerView(model: ApiModel, specforgeVersion: string) {
  return { specforgeVersion, version: commentLines(model.version).join(' '), sha256: model.sha256 };
}

/** Rendered, each line's trailing blanks and the final newline dropped (the skeletons add their own). */
function renderBanner(name: string, view: object, options: { templates?: TemplateOverrides }) {
  return template(
    name,
    options.templates,
  )(view)
    .replace(/\n+$/, '')
    .split('\n')
    .map((line) => line.replace(/\s+$/, ''))
    .join('\n');
}
