// The portal's page: its own sign-in (its own users, at its own server, same origin), then <fk-chat>, <fk-notes>,
// <fk-sms-log>, <fk-job-email> and <fk-video-call>. The portal's session is a cookie of its own origin, so a reload
// stays signed in. No Fieldkit password is typed here: each element fetches `token-url` (the portal's /fieldkit-token,
// with the page's cookies), an assertion the portal's backend signs for its user, and exchanges it at the Fieldkit
// server for a token of its own.
// The Fieldkit server is the one the portal's own server names in the page, never one the address bar could name (and
// the page's Content-Security-Policy lets it connect nowhere else).
const fieldkitUrl = document.querySelector('meta[name="fieldkit-url"]').content;
const TOKEN_URL = '/fieldkit-token';
const form = document.getElementById('sign-in');
const welcome = document.getElementById('welcome');

/** An element of `tag` with the config and token URLs every widget takes, and its own attributes. */
function widget(tag, attributes = {}) {
  const element = document.createElement(tag);
  element.setAttribute('config-url', `${fieldkitUrl}/config.json`);
  element.setAttribute('token-url', TOKEN_URL);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

function showPage({ name }) {
  form.hidden = true;
  welcome.hidden = false;
  document.getElementById('user-name').textContent = name;
  // Conversations get a 'Video call' button, answered by the <fk-video-call> below.
  document.body.append(widget('fk-chat', { 'video-calls': 'true' }));
  // The notes bell in the portal's header; its log link opens the full app's SMS and e-mail log.
  // An opened note's job link opens the job in the full app.
  const notes = widget('fk-notes', {
    'log-href': `${fieldkitUrl}/reports/smslogreport`,
    'job-href': `${fieldkitUrl}/technician/job/{job}`,
  });
  // The SMS and e-mail alerts beside it; 'More' opens the full app's reports.
  const alerts = widget('fk-sms-log', {
    'sms-log-href': `${fieldkitUrl}/reports/smslogreport`,
    'email-log-href': `${fieldkitUrl}/reports/emailogreport`,
  });
  document.getElementById('header-widgets').append(alerts, notes);
  // 'Email Job' for job 5001 of Acme, with its send log.
  const job = document.getElementById('job');
  job.append(widget('fk-job-email', { 'wo-job-id': '5001', 'show-log': 'true' }));
  job.hidden = false;
  // The people to call, and the ring prompt and call window wherever the portal's page is.
  const videoSection = document.getElementById('video');
  videoSection.append(widget('fk-video-call', { 'show-people': 'true' }));
  videoSection.hidden = false;
}

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const data = new FormData(form);
  const error = document.getElementById('sign-in-error');
  error.textContent = '';
  const response = await fetch('/sign-in', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: data.get('username'), password: data.get('password') }),
  }).catch(() => null);
  if (!response?.ok) {
    error.textContent = 'Sign-in failed.';
    return;
  }
  form.reset();
  showPage(await response.json());
});

document.getElementById('sign-out').addEventListener('click', async () => {
  await fetch('/sign-out', { method: 'POST' }).catch(() => null);
  location.reload();
});

// An element whose session ended (the portal's session is over, or Fieldkit ended it) says so here, once.
document.addEventListener('fk-session-end', (event) => {
  document.getElementById('session-end').textContent =
    `Chat and alerts are signed out: ${event.detail?.message ?? event.detail?.reason ?? ''}`;
  document.getElementById('sign-in-again').hidden = false;
});
// Signing in again starts the page afresh: signed in still, the elements ask the portal for a new assertion;
// otherwise the sign-in form shows.
document.getElementById('sign-in-again').addEventListener('click', () => location.reload());

// Whether the portal's session (its cookie) is still on.
const me = await fetch('/me').catch(() => null);
if (me?.ok) showPage(await me.json());
else form.hidden = false;
