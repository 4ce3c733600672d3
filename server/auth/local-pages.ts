// The pages of the local development sign-in: plain HTML with no scripts, clearly marked as development only.

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const html = (value: unknown) => String(value ?? '').replace(/[&<>"']/g, (c) => escapes[c]!);

const STYLE = `
body{font-family:system-ui,sans-serif;background:#eef1f5;color:#222;margin:0;padding:2rem 1rem}
main{max-width:26rem;margin:0 auto;background:#fff;border-radius:6px;box-shadow:0 2px 6px rgba(0,0,0,.15);padding:1.5rem 2rem}
.badge{display:inline-block;background:#b71c1c;color:#fff;font-weight:700;font-size:.8rem;letter-spacing:.04em;padding:.2rem .6rem;border-radius:3px;text-transform:uppercase}
h1{font-size:1.4rem;margin:.6rem 0 1rem}
label{display:block;font-weight:600;margin-bottom:.3rem}
input{box-sizing:border-box;width:100%;font-size:1rem;padding:.5rem;border:1px solid #888;border-radius:4px}
.actions{display:flex;gap:.6rem;margin-top:1rem}
button{font-size:1rem;padding:.5rem 1.1rem;border-radius:4px;border:1px solid #1565c0;background:#1565c0;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1565c0}
p.note{font-size:.9rem;color:#555}
p.error{color:#b71c1c}`;

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${html(title)} | Local development sign-in</title><style>${STYLE}</style></head>
<body><main><span class="badge">Local development sign-in</span>${body}</main></body>
</html>`;
}

export function loginPage(uid: string, clientName: string, error?: string, username = ''): string {
  const action = `/oidc/interaction/${encodeURIComponent(uid)}`;
  return page(
    'Sign in',
    `<h1>Sign in to ${html(clientName)}</h1>
<p class="note">This sign-in exists only on development servers: any username signs you in, without a password.
Each exact username is its own account (letter case counts). Production servers use the configured identity provider instead.</p>
${error ? `<p class="error" role="alert">${html(error)}</p>` : ''}
<form method="post" action="${action}/login">
<label for="username">Username</label>
<input id="username" name="username" required maxlength="64" autocomplete="username" autofocus value="${html(username)}">
<div class="actions"><button type="submit">Sign in</button>
<button type="submit" class="secondary" formaction="${action}/abort" formnovalidate>Cancel</button></div>
</form>`,
  );
}

export function logoutPage(form: string): string {
  return page(
    'Sign out',
    `<h1>Sign out?</h1>
<p class="note">You will be signed out of the local development sign-in and returned to the site.</p>
${form}
<div class="actions"><button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">Sign out</button>
<button type="submit" class="secondary" form="op.logoutForm">Stay signed in</button></div>`,
  );
}

export function signedOutPage(): string {
  return page('Signed out', `<h1>You are signed out.</h1><p><a href="/">Back to the site</a></p>`);
}

export function errorPage(details: Record<string, unknown>): string {
  const lines = Object.entries(details)
    .filter(([k]) => k === 'error' || k === 'error_description')
    .map(([, v]) => `<p class="error">${html(v)}</p>`)
    .join('');
  return page('Sign-in problem', `<h1>Sign-in did not complete</h1>${lines}<p><a href="/">Back to the site</a> and press Login to try again.</p>`);
}
