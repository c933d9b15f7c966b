import type { Page } from '@playwright/test';

/** Google's captcha script is unreachable offline: tests serve this stand-in for it. */
export const CAPTCHA = 'https://www.google.com/recaptcha/**';

/** A stand-in for https://www.google.com/recaptcha/api.js: render, getResponse, reset, and the onload call. */
export const FAKE_GRECAPTCHA = `
(function () {
  var widgets = [];
  window.__captchaResets = 0;
  window.grecaptcha = {
    render: function (container, params) {
      var id = widgets.length;
      var box = document.createElement('button');
      box.type = 'button';
      box.className = 'fake-recaptcha';
      box.textContent = "I'm not a robot";
      box.setAttribute('aria-pressed', 'false');
      box.style.cssText = 'width:300px;height:74px;border:1px solid #d3d3d3;background:#f9f9f9';
      var widget = { box: box, params: params, token: '' };
      box.addEventListener('click', function () {
        widget.token = 'e2e-token';
        box.setAttribute('aria-pressed', 'true');
        params.callback('e2e-token');
      });
      container.appendChild(box);
      widgets.push(widget);
      return id;
    },
    getResponse: function (id) { var w = widgets[id || 0]; return w ? w.token : ''; },
    reset: function (id) {
      var w = widgets[id || 0];
      if (!w) return;
      w.token = '';
      w.box.setAttribute('aria-pressed', 'false');
      window.__captchaResets += 1;
    },
    execute: function () {},
    /** Test hook: the challenge expires. */
    __expire: function (id) { widgets[id || 0].params['expired-callback'](); },
  };
  (function ready() {
    try { window.onloadcallback(); } catch (e) { setTimeout(ready, 10); }
  })();
})();
`;

/** Stubs Google's captcha script and returns the list of captcha requests made so far. */
export async function stubCaptcha(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(CAPTCHA, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_GRECAPTCHA });
  });
  return requested;
}

