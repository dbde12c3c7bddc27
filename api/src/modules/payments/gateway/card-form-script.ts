/**
 * The hosted page's own script (served as /provider/pay/assets/card-form.js beside the imask
 * library; helmet's page CSP allows same-origin scripts only): input masks for the card number,
 * the expiry and the codes. Checks stay on the server (card.ts), which answers each field with
 * its message; the masks only keep what is typed in shape.
 */
export const CARD_FORM_SCRIPT = `(function () {
  var IMask = window.IMask;
  if (!IMask) return;
  var byId = function (id) { return document.getElementById(id); };
  var number = byId('card-number');
  if (number) IMask(number, { mask: '0000 0000 0000 0000 000' });
  var expiry = byId('card-expiry');
  if (expiry) {
    IMask(expiry, {
      mask: 'MM/YY',
      blocks: {
        MM: { mask: IMask.MaskedRange, from: 1, to: 12, maxLength: 2 },
        YY: { mask: IMask.MaskedRange, from: 0, to: 99, maxLength: 2 },
      },
    });
  }
  var cvc = byId('card-cvc');
  if (cvc) IMask(cvc, { mask: '0000' });
  var code = byId('challenge-code');
  if (code) IMask(code, { mask: '000000' });
  var first = document.querySelector('[aria-invalid="true"]') || code;
  if (first && first.focus) first.focus();
})();
`;
