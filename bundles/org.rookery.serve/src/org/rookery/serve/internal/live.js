// SPDX-License-Identifier: EPL-2.0
// Rookery live results: replaces the page's main element with each update the server pushes
// (server-sent events), and on the hall display shows pairings and standings in turn. The page
// is complete without this script; it only saves the reader a reload.
(function () {
  'use strict';
  var main = document.getElementById('live');
  var hall = document.body.classList.contains('hall');
  var shown = 0;

  function cycle(step) {
    var sections = main.querySelectorAll('.hall-grid > section');
    if (sections.length < 2) {
      return;
    }
    shown = (shown + step) % sections.length;
    for (var i = 0; i < sections.length; i++) {
      sections[i].classList.toggle('on', i === shown);
    }
  }

  if (hall) {
    document.body.classList.add('cycling');
    cycle(0);
    window.setInterval(function () { cycle(1); }, 15000);
  }
  if (main && main.dataset.live && window.EventSource) {
    var source = new EventSource(main.dataset.live);
    var shownVersion = function (e) {
      document.body.setAttribute('data-version', e.lastEventId);
    };
    // the whole page
    source.addEventListener('update', function (e) {
      main.innerHTML = e.data;
      shownVersion(e);
      if (hall) {
        cycle(0);
      }
    });
    // only the table rows that changed, each replacing the row of its id
    source.addEventListener('patch', function (e) {
      var t = document.createElement('template');
      t.innerHTML = e.data;
      var rows = t.content.querySelectorAll('tr[id]');
      for (var i = 0; i < rows.length; i++) {
        var old = document.getElementById(rows[i].id);
        if (old) {
          old.replaceWith(rows[i]);
        }
      }
      shownVersion(e);
    });
  }
}());
