import type { CarDataVehicle } from '../car-data/car-data-provider.ts';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** What each of Smartcar's permissions lets the application read, as Connect words it. */
const PERMISSIONS: Record<string, string> = {
  read_vehicle_info: 'Make, model and year',
  read_vin: 'VIN',
  read_odometer: 'Odometer',
  read_battery: 'EV battery level, range and capacity',
  read_charge: 'EV charging status',
  read_location: 'Location',
};

export interface ConnectPageInput {
  action: string;
  stylesheet: string;
  clientId: string;
  redirectUri: string;
  state: string;
  scope: string[];
  /** Who is signed in at the car maker. */
  signIn: string;
  mode: string;
  vehicles: CarDataVehicle[];
}

/** Connect's consent screen: who is signed in, which test cars, what the application may read, Allow or Deny. No scripts. */
export function connectPage(input: ConnectPageInput): string {
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escape(value)}">`;
  const cars = input.vehicles
    .map((v) => `<li><strong>${escape(v.make)} ${escape(v.model)}</strong>${v.year ? ` (${v.year})` : ''}<br><small>VIN ${escape(v.vin ?? '')}</small></li>`)
    .join('');
  const permissions = input.scope.map((s) => `<li>${escape(PERMISSIONS[s] ?? s)}</li>`).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Smartcar Connect – Allow access</title>
<link rel="stylesheet" href="${escape(input.stylesheet)}">
</head>
<body>
<main>
  <div class="brand">Smartcar Connect · sandbox (${escape(input.mode)} mode)</div>
  <h1>${escape(input.clientId)} would like to access your vehicles</h1>
  <p class="note">Signed in to the car maker’s test account as <strong>${escape(input.signIn || 'a test driver')}</strong>.</p>
  <h2>Test cars on this account</h2>
  <ul>${cars}</ul>
  <h2>${escape(input.clientId)} will be able to read</h2>
  <ul>${permissions}</ul>
  <form method="post" action="${escape(input.action)}">
    ${hidden('client_id', input.clientId)}
    ${hidden('redirect_uri', input.redirectUri)}
    ${hidden('state', input.state)}
    ${hidden('sign_in', input.signIn)}
    <div class="actions">
      <button type="submit" name="decision" value="allow">Allow</button>
      <button type="submit" name="decision" value="deny">Deny</button>
    </div>
  </form>
</main>
</body>
</html>`;
}

export const CONNECT_STYLESHEET = `body { font-family: system-ui, sans-serif; background: #f2f4f7; margin: 0; padding: 40px 16px; color: #1d2733; }
main { max-width: 480px; margin: 0 auto; background: #fff; border-radius: 12px; padding: 28px; box-shadow: 0 2px 12px rgba(0,0,0,.08); }
h1 { font-size: 22px; margin: 0 0 8px; }
h2 { font-size: 16px; margin: 20px 0 4px; }
.brand { color: #0a5cc2; font-weight: 700; letter-spacing: .02em; margin-bottom: 16px; }
ul { padding-left: 20px; } li { margin: 6px 0; }
.note { color: #4a5866; font-size: 14px; }
.actions { display: flex; gap: 12px; margin-top: 24px; }
button { font-size: 16px; padding: 10px 22px; border-radius: 8px; border: 1px solid #0a5cc2; cursor: pointer; }
button[value=allow] { background: #0a5cc2; color: #fff; }
button[value=deny] { background: #fff; color: #0a5cc2; }
`;
