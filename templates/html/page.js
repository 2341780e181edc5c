// A link to a folded group (`<details>`) opens it (and scrolls to it). The page's filters: each checkbox of `form.filters` names a data attribute (`data-filter`)
// and one of its values; an item is shown when, for every such attribute it carries, its
// value is checked. A group (and its table-of-contents entry) is hidden when none of its
// items is shown. No network, no storage: the page is a file.
(function () {
  'use strict';
  function openTarget() {
    var target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target && target.tagName === 'DETAILS' && !target.open) {
      target.open = true;
      target.scrollIntoView(); // a folded group was out of sight: the browser did not scroll
    }
  }
  window.addEventListener('hashchange', openTarget);
  // the same link again (its group closed since) changes no hash: open it on the click
  document.addEventListener('click', function (event) {
    if (event.target.closest && event.target.closest('a[href^="#"]')) setTimeout(openTarget, 0);
  });
  openTarget();

  var form = document.querySelector('form.filters');
  if (!form) return;
  var items = Array.prototype.slice.call(document.querySelectorAll('.item'));
  var groups = Array.prototype.slice.call(document.querySelectorAll('.group'));
  var links = {};
  Array.prototype.forEach.call(document.querySelectorAll('nav.toc a, nav.index a'), function (link) {
    links[link.getAttribute('href').slice(1)] = link.parentNode;
  });
  var shown = document.querySelector('.shown');

  function allowed() {
    var by = {};
    Array.prototype.forEach.call(form.querySelectorAll('input[data-filter]'), function (box) {
      var name = box.getAttribute('data-filter');
      by[name] = by[name] || {};
      if (box.checked) by[name][box.value] = true;
    });
    return by;
  }

  function visible(item, by) {
    for (var name in by) {
      var value = item.getAttribute('data-' + name);
      if (value !== null && !by[name][value]) return false;
    }
    return true;
  }

  function apply() {
    var by = allowed();
    var count = 0;
    items.forEach(function (item) {
      var show = visible(item, by);
      item.hidden = !show;
      if (show) count++;
    });
    groups.forEach(function (group) {
      group.hidden = !group.querySelector('.item:not([hidden])');
      if (links[group.id]) links[group.id].hidden = group.hidden;
    });
    if (shown) shown.textContent = count + ' of ' + items.length + ' shown';
  }

  form.addEventListener('change', apply);
  apply();
})();
