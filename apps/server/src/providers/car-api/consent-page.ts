import type { CarApiVehicle } from './api.ts';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface ConsentPageInput {
  action: string;
  clientId: string;
  redirectUri: string;
  state: string;
  scope: string;
  loginHint: string;
  accountId: string;
  vehicles: CarApiVehicle[];
}

/** The provider's consent page: whose account, which cars, what is shared, Allow or Deny. */
export function consentPage(input: ConsentPageInput): string {
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escape(value)}">`;
  const cars = input.vehicles
    .map(
      (v) =>
        `<li><strong>${escape(v.make)} ${escape(v.model)}</strong>${v.year ? ` (${v.year})` : ''}<br><small>VIN ${escape(v.vin ?? '')}</small></li>`,
    )
    .join('');
  const scopes = input.scope
    .split(/\s+/)
    .filter(Boolean)
    .map((s) => `<li>${escape(s)}</li>`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>CarApi – Allow access</title>
<style>
  body { font-family: system-ui, sans-serif; background: #eef2f6; margin: 0; padding: 40px 16px; color: #1d2733; }
  main { max-width: 480px; margin: 0 auto; background: #fff; border-radius: 12px; padding: 28px; box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  h1 { font-size: 22px; margin: 0 0 8px; }
  .brand { color: #0b7285; font-weight: 700; letter-spacing: .04em; margin-bottom: 16px; }
  ul { padding-left: 20px; } li { margin: 6px 0; }
  .note { color: #5c6b7a; font-size: 14px; }
  .actions { display: flex; gap: 12px; margin-top: 24px; }
  button { font-size: 16px; padding: 10px 22px; border-radius: 8px; border: 1px solid #0b7285; cursor: pointer; }
  button[value=allow] { background: #0b7285; color: #fff; }
  button[value=deny] { background: #fff; color: #0b7285; }
</style>
</head>
<body>
<main>
  <div class="brand">CarApi sandbox</div>
  <h1>Allow ${escape(input.clientId)} to read your car data?</h1>
  <p class="note">Signed in as <strong>${escape(input.loginHint || 'a simulated account')}</strong> (account ${escape(input.accountId)}).</p>
  <p>These cars will be shared:</p>
  <ul>${cars}</ul>
  <p>What will be read:</p>
  <ul>${scopes}</ul>
  <form method="post" action="${escape(input.action)}">
    ${hidden('client_id', input.clientId)}
    ${hidden('redirect_uri', input.redirectUri)}
    ${hidden('state', input.state)}
    ${hidden('login_hint', input.loginHint)}
    <div class="actions">
      <button type="submit" name="decision" value="allow">Allow</button>
      <button type="submit" name="decision" value="deny">Deny</button>
    </div>
  </form>
</main>
</body>
</html>`;
}
