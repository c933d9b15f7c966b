/*
 * The test captcha: a stand-in for Google's reCAPTCHA widget, served only with RECAPTCHA_STUB=1 by
 * `npm start` and `npm run dev` (scripts/stack/test-captcha.mjs adds this script to the pages they
 * serve; no build ever contains it). It defines window.grecaptcha before the site's code runs,
 * and react-google-recaptcha then draws this widget instead of requesting Google's script, so a
 * machine without internet access can send an enquiry end to end. Ticking its box yields a token
 * that the local siteverify stand-in (scripts/stack/siteverify-stub.mjs) accepts.
 *
 * It says plainly that it is a test widget. Plain script, no dependencies: it runs before the app.
 */
(function () {
  'use strict';
  var widgets = [];

  function token() {
    return 'test-captcha-' + Date.now().toString(36) + '-' + Math.random().toString(36).slice(2, 10);
  }

  function render(container, params) {
    var id = widgets.length;
    var box = document.createElement('div');
    box.className = 'test-captcha';
    box.setAttribute('data-test-captcha', '');
    // The size of Google's widget (304 × 78), so the reserved box fits it; colours that read at AA.
    box.style.cssText = 'box-sizing:border-box;width:304px;height:78px;padding:8px 12px;border:2px dashed #8a5a00;'
      + 'border-radius:3px;background:#fff8e1;color:#3d2a00;font:14px/1.3 system-ui,sans-serif;display:flex;'
      + 'flex-direction:column;justify-content:center;gap:4px';
    var label = document.createElement('label');
    label.style.cssText = 'display:flex;align-items:center;gap:8px;font-weight:600;cursor:pointer';
    var input = document.createElement('input');
    input.type = 'checkbox';
    input.style.cssText = 'width:20px;height:20px;margin:0';
    label.appendChild(input);
    label.appendChild(document.createTextNode("I'm not a robot (test captcha)"));
    var note = document.createElement('span');
    note.style.cssText = 'font-size:12px';
    note.textContent = 'Test widget (RECAPTCHA_STUB=1): no spam check is made.';
    box.appendChild(label);
    box.appendChild(note);
    var widget = { input: input, token: '' };
    input.addEventListener('change', function () {
      if (input.checked) {
        widget.token = token();
        params.callback(widget.token);
      } else {
        widget.token = '';
        if (params['expired-callback']) params['expired-callback']();
      }
    });
    container.appendChild(box);
    widgets.push(widget);
    return id;
  }

  function reset(id) {
    var widget = widgets[id || 0];
    if (!widget) return;
    widget.token = '';
    widget.input.checked = false;
  }

  window.grecaptcha = {
    render: render,
    reset: reset,
    getResponse: function (id) {
      var widget = widgets[id || 0];
      return widget ? widget.token : '';
    },
    execute: function () {},
    ready: function (callback) {
      callback();
    },
  };
})();
