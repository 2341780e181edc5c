import { html, type Html } from './escape.js';

/**
 * Pieces both pages use. The filter checkboxes follow page.js's contract: `data-filter`
 * names the item attribute (`data-level`, `data-used`), `value` one of its values.
 */
export function summaryList(counts: readonly (readonly [string, number])[]): Html {
  const entries = counts.map(
    ([label, count]) =>
      html`<li class="${label}">
        <span class="count">${count.toLocaleString('en-US')}</span>${label}
      </li>`,
  );
  return html`<ul class="summary">
    ${entries}
  </ul>`;
}

/** A table with one heading row (class `ops`: the pages' table style). */
export function table(headings: readonly string[], rows: readonly Html[]): Html {
  const cells = headings.map((heading) => html`<th>${heading}</th>`);
  return html`<table class="ops">
    <thead>
      <tr>
        ${cells}
      </tr>
    </thead>
    <tbody>
      ${rows}
    </tbody>
  </table>`;
}

/** One checkbox per level, all checked. */
export function levelFilter(levels: readonly string[]): Html {
  return filterSet(
    'level',
    levels.map((level) => [level, level] as const),
  );
}

/** Used / unused (`data-used="true|false"`), both checked. */
export function usedFilter(): Html {
  return filterSet('used', [
    ['true', 'used'],
    ['false', 'unused'],
  ]);
}

function filterSet(attribute: string, options: readonly (readonly [string, string])[]): Html {
  const boxes = options.map(
    ([value, label]) =>
      html`<label
        ><input type="checkbox" data-filter="${attribute}" value="${value}" checked />
        ${label}</label
      >`,
  );
  return html`<fieldset class="filter-${attribute}">
    <legend>${attribute}</legend>
    ${boxes}
  </fieldset>`;
}

/** A level's badge: `<span class="badge breaking">breaking</span>`. */
export function badge(level: string, label = level): Html {
  return html`<span class="badge ${level}">${label}</span>`;
}

/** A definition list of the facts that are present (absent values leave no row). */
export function facts(rows: readonly (readonly [string, Html | string | undefined])[]): Html {
  const present = rows.filter(([, value]) => value !== undefined && value !== '');
  return html`<dl>
    ${present.map(
      ([term, value]) =>
        html`<dt>${term}</dt>
          <dd>${value}</dd>`,
    )}
  </dl>`;
}
