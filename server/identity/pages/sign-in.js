// The identity pages' only script (served same-origin, the CSP allows no inline script). The pages work without
// it: the server checks every field too. With it, fields are checked before sending and passwords can be shown.
(function () {
  'use strict';
  var EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

  function describe(input, errorId, on) {
    var ids = (input.getAttribute('aria-describedby') || '').split(/\s+/).filter(function (id) { return id && id !== errorId; });
    if (on) ids.push(errorId);
    if (ids.length) input.setAttribute('aria-describedby', ids.join(' '));
    else input.removeAttribute('aria-describedby');
  }

  function problemOf(input) {
    var value = input.value.trim();
    if (!value) return input.getAttribute('data-required-message');
    if (input.type === 'email' && !EMAIL_SHAPE.test(value)) return input.getAttribute('data-invalid-message');
    return null;
  }

  function show(input, message) {
    var error = document.getElementById(input.id + '-error');
    if (!error) return;
    error.textContent = message || '';
    error.hidden = !message;
    if (message) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
    describe(input, error.id, Boolean(message));
  }

  Array.prototype.forEach.call(document.querySelectorAll('form[data-validate]'), function (form) {
    var inputs = Array.prototype.slice.call(form.querySelectorAll('input[data-required-message]'));
    form.addEventListener('submit', function (event) {
      var first = null;
      inputs.forEach(function (input) {
        var message = problemOf(input);
        show(input, message);
        if (message && !first) first = input;
      });
      if (first) {
        event.preventDefault();
        first.focus();
      }
    });
    // A corrected field loses its message as soon as it is right; a wrong one is only told on leaving or sending.
    inputs.forEach(function (input) {
      input.addEventListener('input', function () { if (input.getAttribute('aria-invalid') && !problemOf(input)) show(input, null); });
    });
  });

  Array.prototype.forEach.call(document.querySelectorAll('button.show-password'), function (button) {
    var input = document.getElementById(button.getAttribute('aria-controls'));
    if (!input) return;
    button.hidden = false;
    button.addEventListener('click', function () {
      var showing = input.type === 'text';
      input.type = showing ? 'password' : 'text';
      button.setAttribute('aria-pressed', String(!showing));
    });
  });
})();
